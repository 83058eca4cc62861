// Minimal until its issue lands; replaced by the owning screen.
export default function StorePage() {
  return <h1>Store</h1>;
}

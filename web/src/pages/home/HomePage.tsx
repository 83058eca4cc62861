// Minimal until its issue lands; replaced by the owning screen.
export default function HomePage() {
  return <h1>Home</h1>;
}

// Minimal until its issue lands; replaced by the owning screen.
export default function CartPage() {
  return <h1>Cart</h1>;
}

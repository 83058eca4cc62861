// Minimal until its issue lands; replaced by the owning screen.
export default function OrderConfirmPage() {
  return <h1>Order Confirm</h1>;
}

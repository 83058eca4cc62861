// Minimal until its issue lands; replaced by the owning screen.
export default function OrderDetailPage() {
  return <h1>Order Detail</h1>;
}

// Minimal until its issue lands; replaced by the owning screen.
export default function RefundDetailPage() {
  return <h1>Refund Detail</h1>;
}

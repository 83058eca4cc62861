// Minimal until its issue lands; replaced by the owning screen.
export default function RefundListPage() {
  return <h1>Refund List</h1>;
}

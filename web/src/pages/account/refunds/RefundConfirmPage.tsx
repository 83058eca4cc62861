// Minimal until its issue lands; replaced by the owning screen.
export default function RefundConfirmPage() {
  return <h1>Refund Confirm</h1>;
}

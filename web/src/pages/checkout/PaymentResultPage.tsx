// Minimal until its issue lands; replaced by the owning screen.
export default function PaymentResultPage() {
  return <h1>Payment Result</h1>;
}

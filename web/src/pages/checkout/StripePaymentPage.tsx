// Minimal until its issue lands; replaced by the owning screen.
export default function StripePaymentPage() {
  return <h1>Stripe Payment</h1>;
}

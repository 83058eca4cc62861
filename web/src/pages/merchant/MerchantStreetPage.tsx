// Minimal until its issue lands; replaced by the owning screen.
export default function MerchantStreetPage() {
  return <h1>Merchant Street</h1>;
}

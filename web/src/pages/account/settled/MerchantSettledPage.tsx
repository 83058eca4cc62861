// Minimal until its issue lands; replaced by the owning screen.
export default function MerchantSettledPage() {
  return <h1>Merchant Settled</h1>;
}

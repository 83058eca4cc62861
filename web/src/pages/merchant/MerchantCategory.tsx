// Minimal until its issue lands; replaced by the owning screen.
export default function MerchantCategory() {
  return <h1>Merchant Category</h1>;
}

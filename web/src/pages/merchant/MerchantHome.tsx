// Minimal until its issue lands; replaced by the owning screen.
export default function MerchantHome() {
  return <h1>Merchant Home</h1>;
}

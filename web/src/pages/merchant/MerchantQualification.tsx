// Minimal until its issue lands; replaced by the owning screen.
export default function MerchantQualification() {
  return <h1>Merchant Qualification</h1>;
}

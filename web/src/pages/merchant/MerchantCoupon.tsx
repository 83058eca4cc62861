// Minimal until its issue lands; replaced by the owning screen.
export default function MerchantCoupon() {
  return <h1>Merchant Coupon</h1>;
}

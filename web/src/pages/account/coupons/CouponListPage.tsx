// Minimal until its issue lands; replaced by the owning screen.
export default function CouponListPage() {
  return <h1>Coupon List</h1>;
}

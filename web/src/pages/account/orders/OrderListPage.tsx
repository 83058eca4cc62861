// Minimal until its issue lands; replaced by the owning screen.
export default function OrderListPage() {
  return <h1>Order List</h1>;
}

// Minimal until its issue lands; replaced by the owning screen.
export default function GoodsListPage() {
  return <h1>Goods List</h1>;
}

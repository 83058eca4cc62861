// Minimal until its issue lands; replaced by the owning screen.
export default function GoodsDetailPage() {
  return <h1>Goods Detail</h1>;
}

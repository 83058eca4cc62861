// Minimal until its issue lands; replaced by the owning screen.
export default function CollectionListPage() {
  return <h1>Collection List</h1>;
}

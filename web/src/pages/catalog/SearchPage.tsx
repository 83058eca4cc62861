// Minimal until its issue lands; replaced by the owning screen.
export default function SearchPage() {
  return <h1>Search</h1>;
}

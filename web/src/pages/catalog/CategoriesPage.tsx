// Minimal until its issue lands; replaced by the owning screen.
export default function CategoriesPage() {
  return <h1>Categories</h1>;
}

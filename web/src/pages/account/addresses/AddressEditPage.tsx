// Minimal until its issue lands; replaced by the owning screen.
export default function AddressEditPage() {
  return <h1>Address Edit</h1>;
}

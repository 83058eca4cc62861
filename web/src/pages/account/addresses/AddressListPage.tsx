// Minimal until its issue lands; replaced by the owning screen.
export default function AddressListPage() {
  return <h1>Address List</h1>;
}

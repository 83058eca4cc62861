// Minimal until its issue lands; replaced by the owning screen.
export default function UserInfoPage() {
  return <h1>User Info</h1>;
}

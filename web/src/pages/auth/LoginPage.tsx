// Minimal until its issue lands; replaced by the owning screen.
export default function LoginPage() {
  return <h1>Login</h1>;
}

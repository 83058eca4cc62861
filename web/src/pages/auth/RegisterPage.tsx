// Minimal until its issue lands; replaced by the owning screen.
export default function RegisterPage() {
  return <h1>Register</h1>;
}

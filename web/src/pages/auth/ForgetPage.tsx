// Minimal until its issue lands; replaced by the owning screen.
export default function ForgetPage() {
  return <h1>Forget</h1>;
}

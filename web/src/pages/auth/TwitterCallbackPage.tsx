// Minimal until its issue lands; replaced by the owning screen.
export default function TwitterCallbackPage() {
  return <h1>Twitter Callback</h1>;
}

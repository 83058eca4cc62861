// Minimal until its issue lands; replaced by the owning screen.
export default function PrivacyAgreementPage() {
  return <h1>Privacy Agreement</h1>;
}

// Minimal until its issue lands; replaced by the owning screen.
export default function EvaluationConfirmPage() {
  return <h1>Evaluation Confirm</h1>;
}

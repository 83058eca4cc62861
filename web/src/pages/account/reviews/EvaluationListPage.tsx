// Minimal until its issue lands; replaced by the owning screen.
export default function EvaluationListPage() {
  return <h1>Evaluation List</h1>;
}

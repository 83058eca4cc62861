// Minimal until its issue lands; replaced by the owning screen.
export default function PointsPage() {
  return <h1>Points</h1>;
}

// Minimal until its issue lands; replaced by the owning screen.
export default function RankingPage() {
  return <h1>Ranking</h1>;
}

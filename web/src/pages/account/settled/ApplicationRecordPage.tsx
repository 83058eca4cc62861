// Minimal until its issue lands; replaced by the owning screen.
export default function ApplicationRecordPage() {
  return <h1>Application Record</h1>;
}

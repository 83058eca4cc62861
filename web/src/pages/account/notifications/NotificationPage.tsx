// Minimal until its issue lands; replaced by the owning screen.
export default function NotificationPage() {
  return <h1>Notification</h1>;
}

import { AuthPage } from '../../features/auth/AuthPage';

/** /forget: password recovery by email (by phone one click away). */
export default function ForgetPage() {
  return <AuthPage initial="forgotEmail" />;
}

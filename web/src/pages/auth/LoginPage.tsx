import { AuthPage } from '../../features/auth/AuthPage';
import { useSocialReturn } from '../../features/auth/socialReturn';

/** /login and /login/user: the sign-in panels as a page; also where Google and Facebook return to. */
export default function LoginPage() {
  useSocialReturn();
  return <AuthPage initial="phone" />;
}

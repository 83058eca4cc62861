import { AuthPage } from '../../features/auth/AuthPage';

/** /register/user: the register panel (email or phone) as a page. */
export default function RegisterPage() {
  return <AuthPage initial="register" />;
}

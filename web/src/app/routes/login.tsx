import { LoginCard } from '../../features/auth/components/login-card';

/** The login page: passwordless or password sign-in, and signup. */
export function Component() {
  return <LoginCard />;
}

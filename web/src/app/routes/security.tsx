import { SecurityPage } from '@/features/security/components/security-page';

/** `/security`: passkeys, the authenticator app and the last sign-ins. */
export function Component() {
  return <SecurityPage />;
}

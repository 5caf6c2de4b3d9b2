import { EmailsPage } from '@/features/emails/components/emails-page';

/** `/emails`: the e-mail history, and one e-mail (`?emailid=N`). */
export function Component() {
  return <EmailsPage />;
}

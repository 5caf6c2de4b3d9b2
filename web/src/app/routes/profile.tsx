import { ProfilePage } from '@/features/profile/components/profile-page';

/** `/profile`: "My details", the customer's details as WHMCS keeps them. */
export function Component() {
  return <ProfilePage />;
}

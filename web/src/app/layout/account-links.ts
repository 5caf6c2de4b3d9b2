import { PAGES } from '@members/contract';
import type { PagePath } from '@members/contract';

/** One of the account's pages: where, and its words (a key under `common.nav`). */
export interface AccountLink {
  path: PagePath;
  label:
    | 'profile'
    | 'devices'
    | 'security'
    | 'privacy'
    | 'payment'
    | 'emails'
    | 'order';
}

/**
 * The account's pages, in the order the desktop account menu and the phone
 * menu panel list them; Sign out comes after them.
 */
export const ACCOUNT_LINKS: readonly AccountLink[] = [
  { path: PAGES.profile, label: 'profile' },
  { path: PAGES.devices, label: 'devices' },
  { path: PAGES.security, label: 'security' },
  { path: PAGES.privacy, label: 'privacy' },
  { path: PAGES.payment, label: 'payment' },
  { path: PAGES.emails, label: 'emails' },
  { path: PAGES.order, label: 'order' },
];

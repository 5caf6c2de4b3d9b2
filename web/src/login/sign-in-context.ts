import type { AuthUser, Locale } from '@members/contract';

import type { Translate } from './i18n';

/** What every view of the sign-in card needs. */
export interface SignInContext {
  t: Translate;
  locale: Locale;
  /** Replaces the card's content with another view. */
  show: (view: View) => void;
  /**
   * Leaves the page for where the customer was going, signed in; to the
   * security page instead when the answer offers to set up a second factor.
   */
  signedIn: (user: AuthUser, setUpSecondFactor?: boolean) => void;
  /** Sets or removes a query parameter of the address, as a new history entry or in place. */
  setParam: (name: string, value: string | null, isNewEntry: boolean) => void;
  /** A note above the first view (a refused entry link), shown once. */
  notice: HTMLElement | null;
  /** The address as typed so far, kept across methods and views. */
  draftEmail: string;
}

/** A view of the sign-in card. */
export type View = (ctx: SignInContext) => HTMLElement;

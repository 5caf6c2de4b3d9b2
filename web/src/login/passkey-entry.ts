import { banner, button, describeError, isRefusal } from './controls';
import { icon, ICONS } from './dom';
import * as nativePasskey from './native-passkey';
import type * as Passkey from './passkey';
import type { SignInContext } from './sign-in-context';

/**
 * The sign-in page's way to passkeys: a button, and the browser's autofill
 * where it offers passkeys. A browser with WebAuthn's JSON methods signs in
 * with its own (native-passkey.ts); for the others the WebAuthn code
 * (passkey.ts with @simplewebauthn/browser) is loaded only when one of them
 * is used, so the first view stays light either way.
 */

type PasskeyModule = typeof Passkey;

let loading: Promise<PasskeyModule> | null = null;

function load(): Promise<PasskeyModule> {
  loading ??= nativePasskey.hasWebAuthnJson()
    ? Promise.resolve(nativePasskey)
    : import('./passkey');
  return loading;
}

/** Whether this browser knows WebAuthn at all. */
export function hasPasskeys(): boolean {
  return typeof window.PublicKeyCredential === 'function';
}

/** Ends a waiting passkey ceremony (the autofill's), if the passkey code is loaded. */
export function cancelPasskey(): void {
  void loading?.then((passkey) => passkey.cancelPasskey());
}

/**
 * How an attempt ended: signed in; closed by the customer or refused by
 * the server (the autofill may wait again); or stopped (another attempt
 * took its place, or the browser cannot).
 */
type Outcome = 'signedIn' | 'ended' | 'stopped';

/** A refusal of the chosen passkey: the customer may pick another one. */
const REFUSALS = ['PASSKEY_REFUSED', 'PASSKEY_INVALID'] as const;

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
}

/**
 * Signs in with a passkey (the browser's dialog, or the e-mail field's
 * suggestions when `isAutofill`) and leaves for the app. The browser's
 * cancel and an attempt replaced by another say nothing; other failures go
 * to `onError`, translated (the autofill reports only the server's).
 */
export async function passkeyAttempt(
  ctx: SignInContext,
  isAutofill: boolean,
  onError: (message: string) => void,
): Promise<Outcome> {
  try {
    const passkey = await load();
    const response = await passkey.signInWithPasskey(isAutofill);
    ctx.signedIn(response.user);
    return 'signedIn';
  } catch (error: unknown) {
    const name = errorName(error);
    if (name === 'NotAllowedError') {
      return 'ended';
    }
    if (name === 'AbortError') {
      return 'stopped';
    }
    const isRefused = isRefusal(error, REFUSALS);
    if (!isAutofill || isRefused) {
      onError(
        isRefusal(error, ['PASSKEY_REFUSED'])
          ? ctx.t('login.passkey.refused')
          : describeError(ctx.t, ctx.locale, error),
      );
    }
    return isRefused ? 'ended' : 'stopped';
  }
}

/** Ends after this many autofill ceremonies in one view, so a failing browser never loops. */
const MAX_AUTOFILLS = 5;

/**
 * Offers passkeys in the e-mail field's suggestions where the browser can
 * (conditional mediation), after the first paint, for as long as `isShown`.
 * Returns a function that offers them again (after the button's attempt).
 */
export function passkeyAutofill(
  ctx: SignInContext,
  onError: (message: string) => void,
  isShown: () => boolean,
): () => void {
  let count = 0;
  const offer = async (): Promise<void> => {
    const isAvailable =
      hasPasskeys() &&
      (await window.PublicKeyCredential.isConditionalMediationAvailable?.());
    if (!isAvailable || !isShown() || count >= MAX_AUTOFILLS) {
      return;
    }
    count += 1;
    if ((await passkeyAttempt(ctx, true, onError)) === 'ended') {
      void offer();
    }
  };
  if (hasPasskeys()) {
    requestAnimationFrame(() => setTimeout(() => void offer(), 0));
  }
  return () => void offer();
}

/** The "Sign in with a passkey" button; `onEnd` runs when an attempt ends without signing in. */
export function passkeyButton(
  ctx: SignInContext,
  label: string,
  onError: (message: string | null) => void,
  onEnd: () => void = () => undefined,
): HTMLButtonElement {
  const element = button(label, { variant: 'default' });
  element.prepend(icon(ICONS.key, 18));
  element.addEventListener('click', () => {
    element.setBusy(true);
    onError(null);
    void passkeyAttempt(ctx, false, onError).then((outcome) => {
      if (outcome !== 'signedIn') {
        element.setBusy(false);
        onEnd();
      }
    });
  });
  return element;
}

/** A banner for a passkey failure, or none. */
export function passkeyBanner(message: string | null): HTMLElement | null {
  return message ? banner('error', message) : null;
}

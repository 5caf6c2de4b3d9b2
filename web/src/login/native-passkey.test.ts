import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { authStore } from '@/stores/auth-store';
import { makeSession } from '@/testing/fixtures-auth';
import { handle, server } from '@/testing/msw';
import { openSignInPage, resetSignInPage } from '@/testing/sign-in-page';

import { signInWithPasskey as signInWithLibrary } from './passkey';

// In a browser with WebAuthn's JSON methods the library module is never
// loaded: this stand-in would say so. The ceremony itself is the browser's
// (e2e/passkeys.spec.ts runs it with a virtual authenticator); here a
// stand-in `navigator.credentials.get` answers.
vi.mock('./passkey', () => ({
  signInWithPasskey: vi.fn(),
  cancelPasskey: vi.fn(),
}));

const OPTIONS = {
  challenge: 'Y2hhbGxlbmdl',
  rpId: 'localhost',
  timeout: 60_000,
  userVerification: 'preferred',
  allowCredentials: [{ id: 'Y3JlZA', type: 'public-key' as const }],
};

const ASSERTION = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  response: {
    clientDataJSON: 'Y2xpZW50',
    authenticatorData: 'YXV0aA',
    signature: 'c2ln',
    userHandle: 'dXNlcg',
  },
  authenticatorAttachment: 'platform',
  clientExtensionResults: {},
};

/**
 * A browser with WebAuthn's JSON methods (Level 3), offering passkeys in
 * its autofill or not: returns what the page gave the browser.
 */
function stubBrowser(hasAutofill: boolean) {
  const parsed: unknown[] = [];
  const asked: CredentialRequestOptions[] = [];
  function PublicKeyCredential() {}
  PublicKeyCredential.prototype.toJSON = () => ASSERTION;
  Object.assign(PublicKeyCredential, {
    isConditionalMediationAvailable: () => Promise.resolve(hasAutofill),
    parseRequestOptionsFromJSON: (json: unknown) => {
      parsed.push(json);
      return { challenge: new Uint8Array([1, 2, 3]) };
    },
  });
  vi.stubGlobal('PublicKeyCredential', PublicKeyCredential);
  Object.defineProperty(navigator, 'credentials', {
    configurable: true,
    value: {
      get: (options: CredentialRequestOptions) => {
        asked.push(options);
        return Promise.resolve(
          Object.create(PublicKeyCredential.prototype as object) as unknown,
        );
      },
    },
  });
  return { parsed, asked };
}

function answerSignIn() {
  const sent: unknown[] = [];
  server.use(
    handle('passkeySignInOptions', () => ({ error: false, ...OPTIONS })),
    handle('passkeySignIn', (body) => {
      sent.push(body);
      return makeSession();
    }),
  );
  return sent;
}

beforeEach(() => {
  resetSignInPage();
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'credentials');
});

describe('sign-in page: passkeys with the browser’s own WebAuthn JSON', () => {
  it('signs in by the button with the browser’s dialog, without loading the library', async () => {
    const user = userEvent.setup();
    const { parsed, asked } = stubBrowser(false);
    const sent = answerSignIn();
    const loaded = await openSignInPage();
    await user.click(
      screen.getByRole('button', { name: 'Sign in with a passkey' }),
    );
    await waitFor(() => expect(loaded).toEqual(['/dashboard/']));
    expect(parsed).toEqual([OPTIONS]);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.mediation).toBeUndefined();
    expect(asked[0]?.signal).toBeInstanceOf(AbortSignal);
    expect(sent).toEqual([{ credential: ASSERTION }]);
    expect(signInWithLibrary).not.toHaveBeenCalled();
    expect(authStore.getState().auth.loggedIn).toBe(true);
  });

  it('offers every passkey of the site in the e-mail field’s suggestions and signs in with the one picked', async () => {
    const { parsed, asked } = stubBrowser(true);
    const sent = answerSignIn();
    const loaded = await openSignInPage();
    await waitFor(() => expect(loaded).toEqual(['/dashboard/']));
    expect(parsed).toEqual([{ ...OPTIONS, allowCredentials: [] }]);
    expect(asked[0]?.mediation).toBe('conditional');
    expect(sent).toEqual([{ credential: ASSERTION }]);
    expect(signInWithLibrary).not.toHaveBeenCalled();
  });
});

import { createHmac } from 'node:crypto';

import type { Page } from '@playwright/test';

/**
 * Chromium's virtual authenticator (DevTools protocol `WebAuthn`): a
 * platform authenticator that keeps discoverable credentials, verifies the
 * user and says yes to every ceremony, as a phone's or a laptop's would
 * after a fingerprint. It lives as long as the page.
 */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send(
    'WebAuthn.addVirtualAuthenticator',
    {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    },
  );
  return {
    /** The ids (base64url) of the credentials the authenticator holds. */
    async credentialIds(): Promise<string[]> {
      const { credentials } = await cdp.send('WebAuthn.getCredentials', {
        authenticatorId,
      });
      return credentials.map(({ credentialId }) =>
        // The protocol gives standard base64; WebAuthn's JSON is base64url.
        credentialId.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''),
      );
    },
  };
}

/**
 * Lets a journey turn the browser's passkey autofill off and on: Chromium's
 * virtual authenticator answers an autofill request at once, as a customer
 * picking the passkey from the suggestions would, so the button can only be
 * tried with it off. The switch lives in the test (sign-out's
 * Clear-Site-Data empties the page's storage) and counts from the next
 * page load.
 */
export async function passkeyAutofillSwitch(page: Page) {
  let isOn = true;
  await page.exposeFunction('e2ePasskeyAutofill', () => isOn);
  await page.addInitScript(() => {
    const credential = window.PublicKeyCredential;
    const available = credential?.isConditionalMediationAvailable;
    if (!credential || !available) {
      return;
    }
    const ask = () =>
      (
        window as unknown as { e2ePasskeyAutofill: () => Promise<boolean> }
      ).e2ePasskeyAutofill();
    credential.isConditionalMediationAvailable = async () =>
      (await ask()) && available.call(credential);
  });
  return (on: boolean) => {
    isOn = on;
  };
}

/**
 * The authenticator app's current code for a base32 secret (RFC 6238:
 * HMAC-SHA1, 30 s, 6 digits), computed here on its own rather than with the
 * server's library, so the journey checks the server against the standard.
 */
export function totpCode(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const key = Buffer.from(
    (bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)),
  );
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

/** The query that makes a page load as in a browser without WebAuthn's JSON methods. */
export const WITHOUT_WEBAUTHN_JSON = 'e2e-without-webauthn-json';

/**
 * Lets a journey open a page as a browser without WebAuthn's JSON methods
 * (Level 3) would see it, so the sign-in page takes the library's way:
 * pages opened with {@link WITHOUT_WEBAUTHN_JSON} in their query lose
 * `PublicKeyCredential.parseRequestOptionsFromJSON` before any script runs.
 */
export async function webAuthnJsonByQuery(page: Page): Promise<void> {
  await page.addInitScript((flag) => {
    if (new URLSearchParams(window.location.search).has(flag)) {
      Reflect.deleteProperty(
        window.PublicKeyCredential,
        'parseRequestOptionsFromJSON',
      );
    }
  }, WITHOUT_WEBAUTHN_JSON);
}

import { randomUUID } from 'node:crypto';

import { SignJWT } from 'jose';

/**
 * The signing key of entry links in the browser suite: both servers get it
 * as `SSO_KEYS` (at least 32 characters, as the server demands).
 */
export const SSO_TEST_KEY = 'e2e-entry-link-key-0123456789abcdefghijk';

/**
 * A signed entry link's token as the WHMCS hook builds it
 * (docs/whmcs-hook.md): HS256, audience members-area, one minute of life.
 */
export async function signEntryToken(claims: {
  clientId: number;
  email: string;
  serviceid?: number;
}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: claims.email,
    ...(claims.serviceid === undefined ? {} : { serviceid: claims.serviceid }),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience('members-area')
    .setSubject(String(claims.clientId))
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + 60)
    .sign(new TextEncoder().encode(SSO_TEST_KEY));
}

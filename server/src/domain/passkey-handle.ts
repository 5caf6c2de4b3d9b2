import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * The WebAuthn user handle of a client: the client id sealed with
 * AES-256-GCM under SECRETS_KEY (12-byte IV, the 4-byte id encrypted, the
 * 16-byte tag: 32 bytes, 43 characters of base64url). It tells nothing
 * about the client to anyone without the key, yet a passkey sign-in, which
 * carries no e-mail, finds its client from it without an index of ours
 * (docs/security.md, "Where the factors live").
 */

const IV_BYTES = 12;
const ID_BYTES = 4;
const TAG_BYTES = 16;
const HANDLE_BYTES = IV_BYTES + ID_BYTES + TAG_BYTES;
/** Authenticated, not stored: a handle opens only as a handle. */
const HANDLE_CONTEXT = Buffer.from('members-area:passkey-user-handle:v1');

/** A new handle for `clientId`, sealed under `keyBase64` (32 bytes, base64). */
export function createUserHandle(keyBase64: string, clientId: number): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(
    'aes-256-gcm',
    Buffer.from(keyBase64, 'base64'),
    iv,
  );
  cipher.setAAD(HANDLE_CONTEXT);
  const id = Buffer.alloc(ID_BYTES);
  id.writeUInt32BE(clientId);
  const body = Buffer.concat([cipher.update(id), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/**
 * The client id a handle was made for, or null when it is missing, garbled,
 * of another length or not sealed with this key.
 */
export function openUserHandle(
  keyBase64: string,
  handle: string | undefined,
): number | null {
  if (handle === undefined || !/^[A-Za-z0-9_-]{43}$/.test(handle)) {
    return null;
  }
  const bytes = Buffer.from(handle, 'base64url');
  if (bytes.length !== HANDLE_BYTES) {
    return null;
  }
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(keyBase64, 'base64'),
      bytes.subarray(0, IV_BYTES),
    );
    decipher.setAAD(HANDLE_CONTEXT);
    decipher.setAuthTag(bytes.subarray(IV_BYTES + ID_BYTES));
    const id = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, IV_BYTES + ID_BYTES)),
      decipher.final(),
    ]).readUInt32BE(0);
    return id > 0 ? id : null;
  } catch {
    return null;
  }
}

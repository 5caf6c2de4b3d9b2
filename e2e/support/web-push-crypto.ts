import {
  createDecipheriv,
  createPublicKey,
  hkdfSync,
  verify,
} from 'node:crypto';

import type { TestPushDevice } from './push-endpoint';

/**
 * Decrypts a push message's body for a device: RFC 8188's aes128gcm record
 * (salt, record size, the sender's key) with the keys of RFC 8291, 3.4.
 * Answers the plaintext's bytes, without the padding.
 */
export function decryptPushBody(body: Buffer, device: TestPushDevice): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    senderPublic,
  ]);
  const ikm = Buffer.from(
    hkdfSync('sha256', shared, device.authSecret, keyInfo, 32),
  );
  const cek = Buffer.from(
    hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12),
  );
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then zero padding.
  return padded.subarray(0, padded.lastIndexOf(2));
}

/** What a message's VAPID authorization says (RFC 8292). */
export interface VapidAuthorization {
  /** The sender's public key (`k=`), base64url. */
  key: string;
  alg: string;
  claims: { aud?: string; exp?: number; sub?: string };
}

/**
 * Reads `Authorization: vapid t=<jwt>, k=<key>` and checks that the JWT is
 * signed (ES256) by the key it names; throws if it is not.
 */
export function readVapidAuthorization(header: string): VapidAuthorization {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match?.[1] || !match[2]) {
    throw new Error(`not a VAPID authorization: ${header}`);
  }
  const [head = '', claims = '', signature = ''] = match[1].split('.');
  const key = Buffer.from(match[2], 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: key.subarray(1, 33).toString('base64url'),
      y: key.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const isSigned = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!isSigned) {
    throw new Error('the VAPID JWT is not signed by the key it names');
  }
  const decode = (part: string): unknown =>
    JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  return {
    key: match[2],
    alg: (decode(head) as { alg: string }).alg,
    claims: decode(claims) as VapidAuthorization['claims'],
  };
}

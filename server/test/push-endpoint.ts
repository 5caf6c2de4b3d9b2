import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo, Server } from 'node:net';

/** A device's keys, as its browser would make them (RFC 8291). */
export interface TestDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** One message the push endpoint received, decrypted and its VAPID read. */
export interface ReceivedPush {
  path: string;
  /** The decrypted payload, parsed. */
  payload: unknown;
  /** The VAPID JWT's claims, its ES256 signature checked with `k`. */
  claims: { aud: string; exp: number; sub: string };
  /** The VAPID public key the request names (`k=`). */
  vapidKey: string;
  ttl: string | undefined;
}

/** A local push service for tests: it decrypts what the server sends. */
export interface TestPushService {
  /** The origin to allow in PUSH_SERVICES. */
  origin: string;
  received: ReceivedPush[];
  /** A new device subscribed at this service. */
  device(): TestDevice;
  /** Answers this status to the device's messages from now on (e.g. 410). */
  answer(endpoint: string, status: number): void;
  close(): Promise<void>;
}

function base64Url(buffer: Buffer): string {
  return buffer.toString('base64url');
}

/** Decrypts an aes128gcm body (RFC 8188) for a device (RFC 8291, section 3.4). */
function decrypt(
  body: Buffer,
  devicePrivate: ReturnType<typeof createECDH>,
  authSecret: Buffer,
): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = devicePrivate.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    devicePrivate.getPublicKey(),
    serverPublic,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
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
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/** Reads and checks `Authorization: vapid t=<jwt>, k=<key>` (RFC 8292). */
function readVapid(header: string): {
  claims: ReceivedPush['claims'];
  key: string;
} {
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
      x: base64Url(key.subarray(1, 33)),
      y: base64Url(key.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as {
    alg: string;
  };
  const isSigned = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (header_.alg !== 'ES256' || !isSigned) {
    throw new Error('the VAPID JWT is not signed with ES256 by its key');
  }
  return {
    claims: JSON.parse(
      Buffer.from(claims, 'base64url').toString(),
    ) as ReceivedPush['claims'],
    key: match[2],
  };
}

/**
 * Starts a push service on 127.0.0.1: every device it hands out has its own
 * P-256 key pair and auth secret, made here; each message posted to a
 * device is decrypted with them and its VAPID signature checked. A message
 * that fails either is answered 400 and not recorded.
 */
export async function startPushService(): Promise<TestPushService> {
  const devices = new Map<
    string,
    { ecdh: ReturnType<typeof createECDH>; auth: Buffer; status: number }
  >();
  const received: ReceivedPush[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const device = devices.get(path);
      if (!device) {
        response.writeHead(404).end();
        return;
      }
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') {
          throw new Error('not aes128gcm');
        }
        const vapid = readVapid(request.headers.authorization ?? '');
        const text = decrypt(Buffer.concat(chunks), device.ecdh, device.auth);
        received.push({
          path,
          payload: JSON.parse(text) as unknown,
          claims: vapid.claims,
          vapidKey: vapid.key,
          ttl: request.headers.ttl as string | undefined,
        });
        response.writeHead(device.status).end();
      } catch (error) {
        response
          .writeHead(400)
          .end(error instanceof Error ? error.message : 'bad message');
      }
    });
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    received,
    device() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${base64Url(randomBytes(12))}`;
      devices.set(path, { ecdh, auth, status: 201 });
      return {
        endpoint: `${origin}${path}`,
        keys: { p256dh: base64Url(ecdh.getPublicKey()), auth: base64Url(auth) },
      };
    },
    answer(endpoint, status) {
      const device = devices.get(new URL(endpoint).pathname);
      if (device) {
        device.status = status;
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

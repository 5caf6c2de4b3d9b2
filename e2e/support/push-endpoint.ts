import { createECDH, randomBytes } from 'node:crypto';
import type { ECDH } from 'node:crypto';
import { createServer } from 'node:http';

/**
 * The port of the suite's own push endpoint: the servers are told to allow
 * it (PUSH_SERVICES in playwright.config.ts), so they post to nothing else.
 * One endpoint at a time listens on it: the push journey runs at desktop
 * width only.
 */
export function pushEndpointPort(): number {
  const port = Number(process.env.E2E_PUSH_PORT);
  if (!Number.isInteger(port) || port <= 0) {
    throw new Error('E2E_PUSH_PORT is not set: run through playwright.config');
  }
  return port;
}

/** The origin the servers allow as a push service. */
export function pushEndpointOrigin(port = pushEndpointPort()): string {
  return `http://127.0.0.1:${port}`;
}

/**
 * A device as a browser makes it (RFC 8291): a P-256 key pair and a 16-byte
 * auth secret; the public half goes to the server, the private half stays
 * here to decrypt what it is sent.
 */
export interface TestPushDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
}

/** One POST the endpoint received, as it came. */
export interface ReceivedPost {
  path: string;
  authorization: string;
  contentEncoding: string;
  body: Buffer;
  /** What the endpoint answered. */
  status: number;
}

/** A local push service: it records what is posted and answers `status`. */
export interface TestPushEndpoint {
  origin: string;
  received: ReceivedPost[];
  /** A new device subscribed at this endpoint. */
  device(): TestPushDevice;
  /** Answers this status from now on: 201 accepts, 410 says "gone". */
  answer(status: number): void;
  close(): Promise<void>;
}

/** Starts the push endpoint on 127.0.0.1, answering 201 until told otherwise. */
export async function startPushEndpoint(
  port = pushEndpointPort(),
): Promise<TestPushEndpoint> {
  const received: ReceivedPost[] = [];
  let status = 201;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        authorization: request.headers.authorization ?? '',
        contentEncoding: request.headers['content-encoding'] ?? '',
        body: Buffer.concat(chunks),
        status,
      });
      response.writeHead(request.method === 'POST' ? status : 405).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const origin = pushEndpointOrigin(port);
  return {
    origin,
    received,
    device() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      return {
        endpoint: `${origin}/push/${randomBytes(12).toString('base64url')}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: authSecret.toString('base64url'),
        },
        ecdh,
        authSecret,
      };
    },
    answer(next) {
      status = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

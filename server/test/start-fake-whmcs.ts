import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake upstream received, with its form body decoded. */
export interface FakeWhmcsRequest {
  readonly method: string;
  readonly path: string;
  readonly contentType: string;
  readonly form: URLSearchParams;
  readonly rawBody: string;
}

/** Answers one request; it may also never answer, to test deadlines. */
export type FakeWhmcsHandler = (
  request: FakeWhmcsRequest,
  response: ServerResponse,
) => void | Promise<void>;

/** A running fake upstream: its base URL, what it received, and how to stop it. */
export interface FakeWhmcs {
  readonly url: string;
  readonly requests: FakeWhmcsRequest[];
  close(): Promise<void>;
}

/**
 * Starts a bare `node:http` server on an ephemeral port that stands in for
 * WHMCS in transport tests, so the real client is tested over real HTTP.
 */
export async function startFakeWhmcs(
  handler: FakeWhmcsHandler,
): Promise<FakeWhmcs> {
  const requests: FakeWhmcsRequest[] = [];
  const server = createServer((incoming: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const request: FakeWhmcsRequest = {
        method: incoming.method ?? '',
        path: incoming.url ?? '',
        contentType: incoming.headers['content-type'] ?? '',
        form: new URLSearchParams(rawBody),
        rawBody,
      };
      requests.push(request);
      void Promise.resolve(handler(request, response)).catch(() => {
        response.destroy();
      });
    });
  });
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Writes a JSON reply the way WHMCS does (any status, JSON body). */
export function sendJson(
  response: ServerResponse,
  body: unknown,
  status = 200,
): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(text);
}

import http from 'node:http';
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';

/** The agents' settings, the same for http and https. */
const AGENT_OPTIONS = {
  keepAlive: true,
  // At most this many calls to one host at once; the others wait for a
  // connection. 200 customers opening their dashboards together made about
  // 1 200 calls to WHMCS at once, each with a connection and its buffers,
  // more than a WHMCS server answers in parallel anyway.
  maxSockets: 64,
  // Connections kept open between calls, per host.
  maxFreeSockets: 16,
};

/**
 * Node's own HTTP client, with connections kept open between calls. The
 * server's calls (WHMCS, the panel, WHMCS's feed, push services) go through
 * it rather than undici or `fetch`: undici parses HTTP with a WebAssembly
 * module of its own, and loading it took about 20 MiB of the server's
 * memory (docs/performance.md), where Node's parser is already loaded.
 * No redirect is ever followed.
 */
const AGENTS = {
  'http:': new http.Agent(AGENT_OPTIONS),
  'https:': new https.Agent(AGENT_OPTIONS),
};

/** What one request sends. */
export interface HttpRequestOptions {
  method: 'GET' | 'POST';
  headers?: OutgoingHttpHeaders;
  body?: string | Uint8Array;
  /** Ends the request, and the reading of its answer, when it fires. */
  signal: AbortSignal;
}

/** A body that went past the bytes allowed; it was not read further. */
export class BodyTooLargeError extends Error {
  constructor() {
    super('The answer is larger than allowed');
    this.name = 'BodyTooLargeError';
  }
}

/**
 * Sends one request; resolves with the answer once its status and headers
 * are in (its body still to read, or to drop with `destroy()`). Rejects with
 * the system's error (its `code`, such as `ECONNREFUSED`) or the abort.
 */
export function sendHttpRequest(
  url: URL | string,
  { method, headers = {}, body, signal }: HttpRequestOptions,
): Promise<IncomingMessage> {
  const target = typeof url === 'string' ? new URL(url) : url;
  const agent =
    target.protocol === 'https:' ? AGENTS['https:'] : AGENTS['http:'];
  const send = target.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const request = send(target, {
      method,
      agent,
      signal,
      headers:
        body === undefined
          ? headers
          : { ...headers, 'content-length': Buffer.byteLength(body) },
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.end(body);
  });
}

/**
 * Reads an answer's body, up to `maxBytes`: past it (or when its declared
 * length is past it) the answer is dropped and {@link BodyTooLargeError}
 * thrown. A connection lost or aborted mid-body throws its error.
 */
export function readHttpBody(
  response: IncomingMessage,
  maxBytes: number,
): Promise<Buffer> {
  if (Number(response.headers['content-length']) > maxBytes) {
    response.destroy();
    return Promise.reject(new BodyTooLargeError());
  }
  // Events rather than `for await`: an async iterator per answer cost about
  // as much as parsing a small WHMCS reply (docs/performance.md).
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    let settled = false;
    // The listeners stay on: an error after the end is then caught here
    // rather than thrown, and nothing else reads this answer.
    const settle = (error: Error | null): void => {
      if (settled) {
        return;
      }
      settled = true;
      if (error) {
        reject(error);
      } else {
        resolve(Buffer.concat(chunks, total));
      }
    };
    response.on('data', (chunk: Buffer) => {
      if (settled) {
        return;
      }
      total += chunk.byteLength;
      if (total > maxBytes) {
        settle(new BodyTooLargeError());
        response.destroy();
        return;
      }
      chunks.push(chunk);
    });
    response.once('end', () => settle(null));
    response.on('error', settle);
    // Closed before its end: the connection was lost or the call aborted.
    response.once('close', () =>
      settle(
        response.errored ??
          Object.assign(new Error('Premature close'), {
            code: 'ERR_STREAM_PREMATURE_CLOSE',
          }),
      ),
    );
  });
}

/**
 * Class "connections": an answer the server gives before any route runs (a
 * request Node's HTTP parser cannot read, headers too large, a path that is
 * not valid percent-encoding) either says `Connection: close` and ends the
 * connection with a clean FIN, or leaves it usable; it never resets a
 * connection a client may send its next request on. Driven over raw TCP
 * sockets: an HTTP client would hide what the server did.
 */
import { connect } from 'node:net';
import type { Socket } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestServer } from '../start-test-server.js';
import type { TestServer } from '../start-test-server.js';

import { expectEnvelope } from './support.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

/** One answer read off the socket. */
interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** How the server ended the connection, seen from the client. */
interface ConnectionEnd {
  /** The server sent a FIN (the socket's `end`). */
  sawFin: boolean;
  /** Socket errors, such as ECONNRESET for a reset. */
  errors: string[];
}

/** A keep-alive connection to the server that sends exactly the bytes given. */
interface RawConnection {
  send(bytes: string | Buffer): void;
  /** The next whole answer on the connection (its body by Content-Length). */
  nextAnswer(): Promise<RawAnswer>;
  /** Resolves once the connection is closed, however it was. */
  closed: Promise<ConnectionEnd>;
  destroy(): void;
}

function parseAnswer(
  buffered: Buffer,
): { answer: RawAnswer; size: number } | null {
  const headEnd = buffered.indexOf('\r\n\r\n');
  if (headEnd === -1) {
    return null;
  }
  const [statusLine = '', ...lines] = buffered
    .subarray(0, headEnd)
    .toString('latin1')
    .split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line
      .slice(colon + 1)
      .trim();
  }
  const length = Number(headers['content-length'] ?? 0);
  const size = headEnd + 4 + length;
  if (buffered.length < size) {
    return null;
  }
  return {
    answer: {
      status: Number(statusLine.split(' ')[1]),
      headers,
      text: buffered.subarray(headEnd + 4, size).toString('utf8'),
    },
    size,
  };
}

function openConnection(): Promise<RawConnection> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket: Socket = connect({ host: hostname, port: Number(port) });
    let buffered = Buffer.alloc(0);
    let waiting: (() => void) | undefined;
    const end: ConnectionEnd = { sawFin: false, errors: [] };
    const closed = new Promise<ConnectionEnd>((done) => {
      socket.on('close', () => done(end));
    });
    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      waiting?.();
    });
    // Without allowHalfOpen the client ends its side when the server's FIN
    // comes, as an HTTP client closing a finished connection does.
    socket.on('end', () => {
      end.sawFin = true;
      waiting?.();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      end.errors.push(error.code ?? error.message);
      waiting?.();
    });
    socket.once('connect', () =>
      resolve({
        send: (bytes) => {
          socket.write(bytes);
        },
        nextAnswer: () =>
          new Promise((answered, failed) => {
            waiting = () => {
              const parsed = parseAnswer(buffered);
              if (parsed) {
                waiting = undefined;
                buffered = buffered.subarray(parsed.size);
                answered(parsed.answer);
              } else if (end.sawFin || end.errors.length > 0) {
                waiting = undefined;
                failed(
                  new Error(
                    `connection ended before a whole answer: ${JSON.stringify(end)}`,
                  ),
                );
              }
            };
            waiting();
          }),
        closed,
        destroy: () => socket.destroy(),
      }),
    );
    socket.once('error', reject);
  });
}

const request = (target: string, headerLines: string[] = []) =>
  [`GET ${target} HTTP/1.1`, 'Host: members.test', ...headerLines, '', ''].join(
    '\r\n',
  );

/**
 * Requests Node's HTTP parser cannot read, each beside the control that
 * differs from it by the one thing refused.
 */
const UNREADABLE: {
  name: string;
  control: string;
  refused: string | Buffer;
  status: number;
  code: string;
}[] = [
  {
    name: 'a request-target that is not a path (\\evil.com)',
    control: request('/dashboard/api/env'),
    refused: request('\\dashboard/api/env'),
    status: 400,
    code: 'VALIDATION',
  },
  {
    name: 'a control character in the request-target',
    control: request('/dashboard/api/env'),
    refused: request('/dashboard/api/env\x01'),
    status: 400,
    code: 'VALIDATION',
  },
  {
    name: 'a space in a header name',
    control: request('/dashboard/api/env', ['X-Note: y']),
    refused: request('/dashboard/api/env', ['X Note: y']),
    status: 400,
    code: 'VALIDATION',
  },
  {
    name: 'a request-target longer than the headers may be (431)',
    control: request(`/dashboard/api/env?pad=${'a'.repeat(1_000)}`),
    refused: request(`/dashboard/api/env?pad=${'a'.repeat(20_000)}`),
    status: 431,
    code: 'PAYLOAD_TOO_LARGE',
  },
  {
    name: 'headers of megabytes, still arriving when the server answers',
    control: request(`/dashboard/api/env?pad=${'a'.repeat(1_000)}`),
    refused: request(`/dashboard/api/env?pad=${'a'.repeat(4 * 1024 * 1024)}`),
    status: 431,
    code: 'PAYLOAD_TOO_LARGE',
  },
];

describe('connections: no answer resets a connection a client may reuse', () => {
  it.each(
    UNREADABLE.map((unreadable) => [unreadable.name, unreadable] as const),
  )(
    '%s: the answer says Connection: close, and the server ends with a FIN',
    async (_name, { control, refused, status, code }) => {
      const connection = await openConnection();
      try {
        connection.send(control);
        const accepted = await connection.nextAnswer();
        expect(accepted.status).toBe(200);
        expect(accepted.headers.connection).toBe('keep-alive');

        connection.send(refused);
        const answer = await connection.nextAnswer();
        expect(answer.status).toBe(status);
        expect(answer.headers.connection).toBe('close');
        expect(await connection.closed).toEqual({ sawFin: true, errors: [] });
        expectEnvelope(answer, status, code);
        expect(answer.headers['cache-control']).toBe('no-store');
      } finally {
        connection.destroy();
      }
    },
  );

  it.each([
    ['a path that is not valid percent-encoding', '/dashboard/api/env%zz', 400],
    ['a backslash in the page path', '/dashboard\\evil.com', 404],
  ])(
    '%s is answered and the connection serves the next request',
    async (_name, target, status) => {
      const connection = await openConnection();
      try {
        connection.send(request(target));
        const answer = await connection.nextAnswer();
        expect(answer.status).toBe(status);
        expect(answer.headers.connection).toBe('keep-alive');

        connection.send(request('/dashboard/api/env'));
        expect((await connection.nextAnswer()).status).toBe(200);
      } finally {
        connection.destroy();
      }
    },
  );
});

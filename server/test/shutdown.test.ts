import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { Agent, createServer, request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import { connect } from 'node:net';
import type { Socket } from 'node:net';

import { startEmulator } from '@members/whmcs-emulator';
import type { RunningEmulator } from '@members/whmcs-emulator';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { serviceFields } from './emulator-api.js';
import { DEMO } from './sign-in.js';
import {
  crashesIn,
  startRedisServer,
  startServerProcess,
} from './start-server-process.js';
import type { RedisProcess, ServerProcess } from './start-server-process.js';
import { TEST_ORIGIN } from './start-test-server.js';

const API = '/dashboard/api';
const PREFIX = `test:shutdown:${randomUUID()}:`;
/** How long WHMCS takes for the call a test keeps in flight. */
const SLOW_WHMCS_MS = 2000;

/**
 * A pass-through in front of the emulator that notes each WHMCS action it
 * forwards, so a test knows when WHMCS has a request.
 */
interface RecordingProxy {
  url: string;
  server: Server;
  actions: string[];
}

function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const proxy: RecordingProxy = {
    url: '',
    server: createServer(),
    actions: [],
  };
  proxy.server.on('request', (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      proxy.actions.push(new URLSearchParams(body).get('action') ?? '');
      fetch(`${target}${request.url ?? ''}`, {
        method: request.method ?? 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      })
        .then(async (reply) => {
          response
            .writeHead(reply.status, {
              'content-type':
                reply.headers.get('content-type') ?? 'application/json',
            })
            .end(await reply.text());
        })
        .catch(() => response.destroy());
    });
  });
  return new Promise((resolve) => {
    proxy.server.listen(0, '127.0.0.1', () => {
      const address = proxy.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      proxy.url = `http://127.0.0.1:${port}`;
      resolve(proxy);
    });
  });
}

/** An answer read with node:http, so connection headers stay visible. */
interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: unknown;
  socket: Socket;
}

interface SendOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** A keep-alive agent to reuse; by default a connection of its own. */
  agent?: Agent;
}

function send(
  baseUrl: string,
  path: string,
  options: SendOptions = {},
): Promise<RawAnswer> {
  const body =
    options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${baseUrl}${path}`,
      {
        method: options.method ?? 'GET',
        agent: options.agent ?? false,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (incoming) => {
        // Taken now: a kept-alive socket leaves the answer once it is read.
        const socket = incoming.socket;
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // Not JSON: the text itself.
          }
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: parsed,
            socket,
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The error code (ECONNREFUSED…) a request fails with, or 'answered'. */
async function failureOf(answer: Promise<unknown>): Promise<string> {
  try {
    await answer;
    return 'answered';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? String(error);
  }
}

/** Resolves once the server refuses new connections (it is closing). */
async function waitUntilRefused(server: ServerProcess): Promise<void> {
  const { hostname, port } = new URL(server.url);
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(Number(port), hostname);
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(true));
    });
    if (refused) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the server kept accepting connections');
}

/** Reads one HTTP/1.1 answer (with Content-Length) off a raw socket. */
function readRawAnswer(socket: Socket): Promise<{
  status: number;
  headers: Record<string, string>;
  body: unknown;
}> {
  return new Promise((resolve, reject) => {
    let buffer = Buffer.alloc(0);
    const onData = (chunk: Buffer): void => {
      buffer = Buffer.concat([buffer, chunk]);
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) {
        return;
      }
      const [statusLine = '', ...lines] = buffer
        .subarray(0, end)
        .toString()
        .split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [
            line.slice(0, colon).trim().toLowerCase(),
            line.slice(colon + 1).trim(),
          ];
        }),
      );
      const length = Number(headers['content-length'] ?? 0);
      const body = buffer.subarray(end + 4);
      if (body.length < length) {
        return;
      }
      socket.off('data', onData);
      socket.off('error', reject);
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: JSON.parse(body.subarray(0, length).toString()) as unknown,
      });
    };
    socket.on('data', onData);
    socket.once('error', reject);
  });
}

/** The send and receive queues of a TCP connection, by its two ports. */
async function tcpQueues(
  localPort: number,
  remotePort: number,
): Promise<{ unsent: number; unread: number } | null> {
  // Rows: "sl local_address rem_address st tx_queue:rx_queue …", addresses
  // as hex "0100007F:1F90".
  const table = await readFile('/proc/net/tcp', 'utf8');
  for (const row of table.split('\n').slice(1)) {
    const [, local = '', remote = '', , queues = ''] = row.trim().split(/\s+/);
    if (
      Number.parseInt(local.split(':')[1] ?? '', 16) === localPort &&
      Number.parseInt(remote.split(':')[1] ?? '', 16) === remotePort
    ) {
      const [unsent = '', unread = ''] = queues.split(':');
      return {
        unsent: Number.parseInt(unsent, 16),
        unread: Number.parseInt(unread, 16),
      };
    }
  }
  return null;
}

/**
 * Writes `text` on `socket` and resolves once the server has read it: the
 * kernel (Linux's /proc/net/tcp) holds none of it in either end of the
 * connection, so the server's HTTP parser has had it.
 */
async function writeUntilRead(socket: Socket, text: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    socket.write(text, (error) => (error ? reject(error) : resolve()));
  });
  const { localPort = 0, remotePort = 0 } = socket;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const ours = await tcpQueues(localPort, remotePort);
    const theirs = await tcpQueues(remotePort, localPort);
    if (ours?.unsent === 0 && theirs?.unread === 0) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the server did not read the request within 10 s');
}

let emulator: RunningEmulator;
let proxy: RecordingProxy;
let redis: RedisProcess;
let redisUrl: string;
let ipCounter = 0;

function startServer(): Promise<ServerProcess> {
  return startServerProcess(proxy.url, {
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: PREFIX,
  });
}

async function signIn(server: ServerProcess): Promise<RawAnswer> {
  ipCounter += 1;
  return send(server.url, '/api/auth', {
    method: 'POST',
    body: DEMO,
    headers: {
      'x-requested-with': 'members-area',
      origin: TEST_ORIGIN,
      'x-forwarded-for': `10.9.0.${ipCounter}`,
    },
  });
}

/** Waits until WHMCS has a call of `action` sent after `seen` calls. */
async function whmcsHas(action: string, seen: number): Promise<void> {
  while (!proxy.actions.slice(seen).includes(action)) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function parentalCodeOf(serviceId: number): Promise<string> {
  return (await serviceFields(emulator.url, serviceId))['Parental Code'] ?? '';
}

describe('graceful shutdown on SIGTERM', () => {
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, seed: 'demo' });
    proxy = await startRecordingProxy(emulator.url);
    redis = await startRedisServer();
    redisUrl = redis.url;
  }, 60_000);

  afterAll(async () => {
    await redis?.stop();
    await new Promise((resolve) => proxy?.server.close(resolve));
    proxy?.server.closeAllConnections();
    await emulator?.close();
  });

  beforeEach(() => {
    emulator.resetFaults();
  });

  it('closes idle keep-alive connections and refuses new ones while a request in flight finishes', async () => {
    const server = await startServer();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await send(server.url, `${API}/env`, { agent });
      expect(first.status).toBe(200);
      expect(first.headers.connection).toBe('keep-alive');
      const keptAlive = first.socket;
      const keptAliveClosed = once(keptAlive, 'close');

      emulator.setFaults({
        latencyMs: SLOW_WHMCS_MS,
        actions: ['ValidateLogin'],
      });
      const seen = proxy.actions.length;
      let isAnswered = false;
      const inFlight = signIn(server).finally(() => {
        isAnswered = true;
      });
      await whmcsHas('ValidateLogin', seen);
      server.child.kill('SIGTERM');

      // The idle kept-alive connection is closed by the server and new
      // connections are refused, while the sign-in is still running.
      await keptAliveClosed;
      await waitUntilRefused(server);
      expect(isAnswered).toBe(false);
      // The next request on the keep-alive agent needs a new connection,
      // which is refused: it fails at once, it does not hang.
      expect(await failureOf(send(server.url, `${API}/env`, { agent }))).toBe(
        'ECONNREFUSED',
      );
      expect(await failureOf(send(server.url, '/readyz'))).toBe('ECONNREFUSED');

      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(answer.headers.connection).toBe('close');
      expect(await server.exited).toBe(0);
      expect(crashesIn(server.output())).toEqual([]);
    } finally {
      agent.destroy();
      await server.stop();
    }
  }, 60_000);

  it('answers a request that arrives on an open connection after SIGTERM with 503 SERVICE_CLOSING', async () => {
    const server = await startServer();
    const { hostname, port } = new URL(server.url);
    const socket = connect(Number(port), hostname);
    try {
      await once(socket, 'connect');
      socket.write(`GET ${API}/env HTTP/1.1\r\nHost: members.test\r\n\r\n`);
      const first = await readRawAnswer(socket);
      expect(first.status).toBe(200);
      // The next request has begun on the kept-alive connection when the
      // signal comes, and its last header arrives once the server closes.
      // Once the server has read it, the connection is busy, not idle, so
      // closing leaves it open.
      await writeUntilRead(
        socket,
        `GET ${API}/me HTTP/1.1\r\nHost: members.test\r\n`,
      );
      server.child.kill('SIGTERM');
      await waitUntilRefused(server);
      const ended = once(socket, 'end');
      socket.write('Accept: application/json\r\n\r\n');
      const late = await readRawAnswer(socket);
      // Not 401: the request is refused before any session check.
      expect(late.status).toBe(503);
      expect(late.body).toMatchObject({
        error: true,
        code: 'SERVICE_CLOSING',
        retryAfter: 1,
      });
      expect(typeof (late.body as { requestId: unknown }).requestId).toBe(
        'string',
      );
      expect(late.headers.connection).toBe('close');
      expect(late.headers['retry-after']).toBe('1');
      expect(late.headers['content-type']).toMatch(/^application\/json/);
      await ended;
      expect(await server.exited).toBe(0);
      expect(crashesIn(server.output())).toEqual([]);
    } finally {
      socket.destroy();
      await server.stop();
    }
  }, 60_000);

  it('finishes a change in flight: WHMCS has it, the answer is 200, the process exits 0', async () => {
    const server = await startServer();
    try {
      const signedIn = await signIn(server);
      expect(signedIn.status).toBe(200);
      const { token } = signedIn.body as { token: string };
      const code = String(1000 + Math.floor(Math.random() * 9000));
      expect(await parentalCodeOf(101)).not.toBe(code);

      emulator.setFaults({
        latencyMs: SLOW_WHMCS_MS,
        actions: ['UpdateClientProduct'],
      });
      const seen = proxy.actions.length;
      const change = send(server.url, `${API}/update_parental_code`, {
        method: 'PUT',
        body: { serviceid: 101, code },
        headers: {
          authorization: `Bearer ${token}`,
          'idempotency-key': `shutdown-${randomUUID()}`,
        },
      });
      await whmcsHas('UpdateClientProduct', seen);
      server.child.kill('SIGTERM');

      const answer = await change;
      expect(answer.status).toBe(200);
      expect(answer.headers.connection).toBe('close');
      expect(await parentalCodeOf(101)).toBe(code);
      expect(await server.exited).toBe(0);
      expect(crashesIn(server.output())).toEqual([]);
    } finally {
      await server.stop();
    }
  }, 60_000);
});

import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

import type { ErrorCode, ErrorEnvelope } from '@members/contract';
import type { ConnectionError, FastifyInstance } from 'fastify';

import { SECOND_MS } from '../lib/time.js';

import { getErrorMessage } from './error-handler.js';

/**
 * How long a connection whose request could not be read stays open after
 * its answer, reading and dropping what the client still sends, before it
 * is closed anyway.
 */
export const CLIENT_ERROR_LINGER_MS = 5 * SECOND_MS;

/** The status and envelope of a request Node's HTTP parser could not read. */
function classify(error: ConnectionError): {
  status: number;
  code: ErrorCode;
  message: string;
} {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The request headers are too large',
      };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return {
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
        message: getErrorMessage('PAYLOAD_TOO_LARGE'),
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        code: 'VALIDATION',
        message: 'The request did not arrive in time',
      };
    default:
      return {
        status: 400,
        code: 'VALIDATION',
        message: 'The request is not valid HTTP',
      };
  }
}

/** Sockets already answered: Node reports each later chunk's error again. */
const answered = new WeakSet<Socket>();

/**
 * Answers a request Node's HTTP parser refused before any route could run
 * (a malformed request line or request-target, a bad header, headers over
 * the size limit, a request that did not arrive in time): the error envelope
 * with `Connection: close`, then a clean close. Fastify's own handler sent
 * no `Connection: close` and destroyed the socket at once, so a client took
 * the connection as reusable, and whatever it still sent (the rest of the
 * request, its next one) met a reset, which can also cost it the answer.
 * Here the server sends its FIN after the answer and keeps reading and
 * dropping what arrives until the client closes its side, for at most
 * {@link CLIENT_ERROR_LINGER_MS}, as a lingering close does.
 */
export function answerClientError(
  this: FastifyInstance,
  error: ConnectionError,
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) {
    return;
  }
  if (answered.has(socket)) {
    return;
  }
  answered.add(socket);
  const { status, code, message } = classify(error);
  this.log.debug(
    { code: error.code, status },
    'request refused before routing',
  );
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const envelope: ErrorEnvelope = {
    error: true,
    code,
    message,
    requestId: randomUUID(),
  };
  const body = JSON.stringify(envelope);
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
      'Connection: close',
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'X-Content-Type-Options: nosniff',
      '',
      body,
    ].join('\r\n'),
  );
  const linger = setTimeout(() => socket.destroy(), CLIENT_ERROR_LINGER_MS);
  linger.unref();
  socket.once('close', () => clearTimeout(linger));
  // Reading on (a paused socket too) is what keeps the close clean: bytes
  // left unread in the kernel turn the close into a reset.
  socket.resume();
}

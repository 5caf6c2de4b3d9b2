import { createHash } from 'node:crypto';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { AppError, StoreUnavailableError } from '../lib/app-error.js';
import { DAY_MS } from '../lib/time.js';
import type { IdempotencyStore } from '../stores/types.js';
import {
  WhmcsCircuitOpenError,
  WhmcsClientError,
  WhmcsError,
  WhmcsNetworkError,
  whmcsActions,
} from '../whmcs/index.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Repeats with the same Idempotency-Key get the first answer. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyKey: string | null;
    /** A WHMCS write may have happened although the request failed. */
    hasUncertainWrite: boolean;
  }
}

/** How long an answer is kept for its key. */
export const IDEMPOTENCY_TTL_MS = DAY_MS;
/**
 * How long a key stays claimed while its request runs: longer than any
 * request may take (30 s), short enough that a key whose instance died
 * mid-request can be used again.
 */
export const IN_FLIGHT_TTL_MS = 2 * 60 * 1000;
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,255}$/;

const ACTION_IS_READ = new Map<string, boolean>(
  Object.entries(whmcsActions).map(([name, definition]) => [
    name,
    definition.isRead,
  ]),
);

/**
 * Whether a failed WHMCS call may still have changed something: a write that
 * was sent but whose answer was lost (timeout, broken reply, 5xx). A refused
 * connection, an open circuit or a WHMCS error answer changed nothing.
 */
function mayHaveWritten(error: unknown): boolean {
  if (
    !(error instanceof WhmcsClientError) ||
    error instanceof WhmcsCircuitOpenError ||
    error instanceof WhmcsError ||
    (error instanceof WhmcsNetworkError && error.code === 'ECONNREFUSED')
  ) {
    return false;
  }
  return ACTION_IS_READ.get(error.action) === false;
}

function scopeOf(request: FastifyRequest): string {
  return request.session ? `s:${request.session.id}` : `ip:${request.ip}`;
}

interface BodyPart {
  type: 'file' | 'field';
  fieldname: string;
  filename?: string;
  value?: unknown;
  toBuffer?: () => Promise<Buffer>;
}

function isBodyPart(value: unknown): value is BodyPart {
  return typeof value === 'object' && value !== null && 'fieldname' in value;
}

// Multipart parts hold streams and refer to each other: reduce them to their
// values, and files to a hash of their bytes.
async function describeBody(body: unknown): Promise<unknown> {
  if (typeof body !== 'object' || body === null) {
    return body ?? null;
  }
  const entries = Object.entries(body);
  if (
    !entries.some(([, value]) =>
      isBodyPart(Array.isArray(value) ? value[0] : value),
    )
  ) {
    return body;
  }
  const described: Record<string, unknown[]> = {};
  for (const [name, value] of entries) {
    const parts = (Array.isArray(value) ? value : [value]).filter(isBodyPart);
    described[name] = await Promise.all(
      parts.map(async (part) =>
        part.type === 'file' && part.toBuffer
          ? `${part.filename ?? ''}:${createHash('sha256')
              .update(await part.toBuffer())
              .digest('hex')}`
          : part.value,
      ),
    );
  }
  return described;
}

async function fingerprintOf(request: FastifyRequest): Promise<string> {
  const body = await describeBody(request.body);
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(body)}`)
    .digest('hex');
}

async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new StoreUnavailableError(error);
  }
}

/**
 * Idempotency keys for changes (`config: { idempotent: true }`): the same key
 * with the same body within 24 h answers the stored response; another body
 * is 422; a repeat while the first still runs is 409. Keys are scoped to the
 * session (or the address for sign-in calls) so one customer's key never
 * replays another's answer. Failed requests (5xx) are forgotten so they can
 * be retried, except when a WHMCS write may have happened (see
 * `mayHaveWritten`): never two writes for one key.
 */
export function registerIdempotency(
  app: FastifyInstance,
  store: IdempotencyStore,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  app.decorateRequest('idempotencyKey', null);
  app.decorateRequest('hasUncertainWrite', false);

  app.addHook('onError', async (request, _reply, error) => {
    if (request.idempotencyKey && mayHaveWritten(error)) {
      request.hasUncertainWrite = true;
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.idempotencyKey) {
      return payload;
    }
    const key = request.idempotencyKey;
    request.idempotencyKey = null;
    // A failure is forgotten so the client may retry, unless a write may
    // have reached WHMCS: then the retry replays the failure instead of
    // writing twice.
    if (
      (reply.statusCode >= 500 && !request.hasUncertainWrite) ||
      typeof payload !== 'string'
    ) {
      await store.release(key).catch(() => undefined);
    } else {
      await store
        .complete(
          key,
          { statusCode: reply.statusCode, body: payload },
          IDEMPOTENCY_TTL_MS,
        )
        .catch(() => undefined);
    }
    return payload;
  });

  return async function applyIdempotency(request, reply) {
    const header = request.headers['idempotency-key'];
    if (header === undefined || !request.routeOptions.config.idempotent) {
      return;
    }
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      throw new AppError(
        'VALIDATION',
        'Idempotency-Key must be 1 to 255 characters of A-Z a-z 0-9 _ . : -',
        {
          issues: [
            { path: 'Idempotency-Key', code: 'invalid_idempotency_key' },
          ],
        },
      );
    }
    const key = `${scopeOf(request)}:${header}`;
    const fingerprint = await fingerprintOf(request);
    const state = await guard(() =>
      store.begin(key, fingerprint, IN_FLIGHT_TTL_MS),
    );
    switch (state.state) {
      case 'started':
        request.idempotencyKey = key;
        return;
      case 'in_flight':
        throw new AppError(
          'IDEMPOTENCY_IN_FLIGHT',
          'The same request is still running',
        );
      case 'mismatch':
        throw new AppError(
          'IDEMPOTENCY_MISMATCH',
          'This Idempotency-Key was used for another request',
        );
      case 'completed':
        await reply
          .code(state.response.statusCode)
          .header('idempotent-replayed', 'true')
          .type('application/json; charset=utf-8')
          .send(state.response.body);
        return;
    }
  };
}

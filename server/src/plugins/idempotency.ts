import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { addRouteHooks } from '../http/route-hooks.js';
import { AppError, StoreUnavailableError } from '../lib/app-error.js';
import { DAY_MS } from '../lib/time.js';
import {
  beginRecord,
  completeRecord,
  failRecord,
  renewRecord,
} from '../stores/idempotency-record.js';
import type { IdempotencyBegin, IdempotencyStore } from '../stores/types.js';
import { createStoredJournal } from '../stores/write-journal.js';
import {
  isCertainlyUnwritten,
  WhmcsClientError,
  whmcsActions,
} from '../whmcs/index.js';

import { fingerprintOf } from './idempotency-fingerprint.js';
import { errorCodeOf } from './security-log.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The pre-handler of a change: takes its Idempotency-Key or answers a repeat. */
    applyIdempotency: (
      request: FastifyRequest,
      reply: FastifyReply,
    ) => Promise<void>;
  }
  interface FastifyContextConfig {
    /** Repeats with the same Idempotency-Key get the first answer. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyKey: string | null;
    /** A WHMCS write may have happened although the request failed. */
    hasUncertainWrite: boolean;
    /** This request's hold on its key, renewed while it runs. */
    idempotencyOwner: string | null;
  }
}

/** How long an answer is kept for its key. */
export const IDEMPOTENCY_TTL_MS = DAY_MS;
/** One id per server process: the owner of a key is `<instance>:<request>`. */
const INSTANCE_ID = randomUUID();
/** How often a retry looks again at a key another request still holds. */
const IN_FLIGHT_POLL_MS = 200;
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
  return (
    error instanceof WhmcsClientError &&
    !isCertainlyUnwritten(error) &&
    ACTION_IS_READ.get(error.action) === false
  );
}

function scopeOf(request: FastifyRequest): string {
  return request.session ? `s:${request.session.id}` : `ip:${request.ip}`;
}

async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new StoreUnavailableError(error);
  }
}

/** How the idempotency keys behave. */
export interface IdempotencyOptions {
  store: IdempotencyStore;
  now: () => number;
  /** How long a request holds its key without renewing it (IDEMPOTENCY_LEASE_MS). */
  leaseMs: number;
}

/** Renews the key a running request holds, every third of its lease. */
interface Renewals {
  start: (request: FastifyRequest, key: string, owner: string) => void;
  stop: (request: FastifyRequest) => void;
}

function createRenewals({ store, now, leaseMs }: IdempotencyOptions): Renewals {
  const renewals = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  return {
    stop(request) {
      clearInterval(renewals.get(request));
      renewals.delete(request);
    },
    start(request, key, owner) {
      const timer = setInterval(() => {
        store
          .update(key, renewRecord(owner, now(), leaseMs), IDEMPOTENCY_TTL_MS)
          .catch(() => undefined);
      }, leaseMs / 3);
      timer.unref();
      renewals.set(request, timer);
    },
  };
}

/** Refusals made before any write, until the customer proves who they are again. */
const ASKS_FOR_A_CHECK = new Set<string>([
  'STEP_UP_REQUIRED',
  'REAUTH_REQUIRED',
]);

/** Marks uncertain writes and stores each answer (or forgets a failure) for its key. */
function addRecordHooks(
  app: FastifyInstance,
  store: IdempotencyStore,
  renewals: Renewals,
): void {
  // Only the idempotent routes take a key: the others run none of these.
  addRouteHooks(app, (config) => config.idempotent === true, {
    onError: async (request, _reply, error) => {
      if (request.idempotencyKey && mayHaveWritten(error)) {
        request.hasUncertainWrite = true;
      }
    },
    onResponse: async (request) => {
      renewals.stop(request);
    },
    onSend: async (request, reply, payload) => {
      const key = request.idempotencyKey;
      const owner = request.idempotencyOwner;
      if (!key || !owner) {
        return payload;
      }
      request.idempotencyKey = null;
      renewals.stop(request);
      const hasSteps = request.storedJournal?.hasSteps() ?? false;
      // A failure is forgotten so the client may retry, unless a write may
      // have reached WHMCS: a change with recovery points leaves them for the
      // retry to check; one without replays its failure instead of writing twice.
      // A refusal that asks the customer to confirm it is them (step-up, a
      // new sign-in) wrote nothing: forgotten too, so the same change with the
      // same key goes through once they have.
      const isFailure =
        reply.statusCode >= 500 ||
        typeof payload !== 'string' ||
        ASKS_FOR_A_CHECK.has(errorCodeOf(request) ?? '');
      const change =
        isFailure && (hasSteps || !request.hasUncertainWrite)
          ? failRecord(owner)
          : completeRecord(owner, {
              statusCode: reply.statusCode,
              body: typeof payload === 'string' ? payload : '',
            });
      await store
        .update(key, change, IDEMPOTENCY_TTL_MS)
        .catch(() => undefined);
      return payload;
    },
  });
}

/** Claims the key, waiting out the lease of a request that may have died. */
async function claim(
  { store, now, leaseMs }: IdempotencyOptions,
  key: string,
  fingerprint: string,
  owner: string,
): Promise<IdempotencyBegin> {
  const giveUpAt = now() + leaseMs + 1000;
  for (;;) {
    const state = await guard(() =>
      store.update(
        key,
        beginRecord(fingerprint, owner, now(), leaseMs),
        IDEMPOTENCY_TTL_MS,
      ),
    );
    if (state.state !== 'in_flight' || now() >= giveUpAt) {
      return state;
    }
    await sleep(IN_FLIGHT_POLL_MS);
  }
}

/** The Idempotency-Key header checked, or a validation error. */
function checkedKeyHeader(header: string | string[]): string {
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw new AppError(
      'VALIDATION',
      'Idempotency-Key must be 1 to 255 characters of A-Z a-z 0-9 _ . : -',
      {
        issues: [{ path: 'Idempotency-Key', code: 'invalid_idempotency_key' }],
      },
    );
  }
  return header;
}

/** Creates the pre-handler that takes a change's Idempotency-Key or answers a repeat. */
function createApplyIdempotency(
  options: IdempotencyOptions,
  renewals: Renewals,
): FastifyInstance['applyIdempotency'] {
  const { store, now, leaseMs } = options;
  return async function applyIdempotency(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    const header = request.headers['idempotency-key'];
    if (header === undefined || !request.routeOptions.config.idempotent) {
      return;
    }
    const key = `${scopeOf(request)}:${checkedKeyHeader(header)}`;
    const fingerprint = await fingerprintOf(request);
    const owner = `${INSTANCE_ID}:${request.id}`;
    const state = await claim(options, key, fingerprint, owner);
    switch (state.state) {
      case 'started':
        request.idempotencyKey = key;
        request.idempotencyOwner = owner;
        request.storedJournal = createStoredJournal({
          store,
          key,
          owner,
          steps: state.steps,
          now,
          leaseMs,
          ttlMs: IDEMPOTENCY_TTL_MS,
        });
        renewals.start(request, key, owner);
        if (state.recovered) {
          request.log.warn(
            { steps: Object.keys(state.steps) },
            'took over the key of a request that did not finish',
          );
        }
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

/**
 * Idempotency keys for changes (`config: { idempotent: true }`), after
 * Stripe's: the same key with the same body within 24 h answers the stored
 * response; another body is 422. A running request holds its key with a
 * short lease that it renews, so a key whose instance died is free again
 * within the lease; a repeat that arrives meanwhile waits for it (409 only
 * if the first still runs after that). Before each WHMCS write the change
 * records a recovery point beside the key (`WriteJournal`): the request
 * that takes a dead request's key over reads WHMCS back for the writes that
 * were sent, answers as the first would have and never writes twice
 * (docs/reliability.md). Keys are scoped to the session (or the address for
 * sign-in calls) so one customer's key never replays another's answer.
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance, options: IdempotencyOptions) => {
    app.decorateRequest('idempotencyKey', null);
    app.decorateRequest('hasUncertainWrite', false);
    app.decorateRequest('storedJournal', null);
    app.decorateRequest('idempotencyOwner', null);
    const renewals = createRenewals(options);
    addRecordHooks(app, options.store, renewals);
    app.decorate('applyIdempotency', createApplyIdempotency(options, renewals));
  },
  { name: 'idempotency' },
);

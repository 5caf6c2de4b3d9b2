import type {
  EndpointName,
  EndpointResponse,
  Endpoints,
  Locale,
} from '@members/contract';
import {
  endpoints,
  fileResponseSchema,
  localeSchema,
  pdfResponseSchema,
} from '@members/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { z } from 'zod';

import { AppError } from '../lib/app-error.js';
import { isSameEmail } from '../lib/email.js';
import { sessionOf } from '../sessions/require-session.js';
import type { SessionRecord } from '../stores/types.js';
import { writeJournalOf } from '../stores/write-journal.js';
import type { WriteJournal } from '../stores/write-journal.js';

import { JsonAnswer } from './json-answer.js';
import { requestLocale } from './request-locale.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A change of the client's data: their cached reads are stale after it. */
    invalidatesReads?: boolean;
  }
}

/** An endpoint's request as its schema parsed it. */
export type ParsedInput<N extends EndpointName> = z.output<
  Endpoints[N]['request']
>;

/**
 * Who a session route acts for, taken from the session alone (never from
 * the body or the query).
 */
export interface Identity {
  clientId: number;
  email: string;
  /** The session's store id (the hash of its token), safe to log. */
  sessionId: string;
  /** How the request authenticated. */
  via: 'cookie' | 'bearer' | null;
  /** The whole session record: sign-in time and method, role flags. */
  session: SessionRecord;
}

/** A session route's handler gets the {@link Identity}; a public one null. */
type RouteIdentity<N extends EndpointName> =
  Endpoints[N]['auth'] extends 'session' ? Identity : null;

/** Facts about the request a use case may need, taken from it by the route. */
export interface RequestMeta {
  /** The client's address as the server sees it (trusted proxies applied). */
  ip: string;
  userAgent: string;
  /** Where the request was sent to (`https://host`), for links when PUBLIC_URL is unset. */
  origin: string;
}

/**
 * What every use case is called with: `(deps, { identity, input, locale })`.
 * The identity comes from the session alone; the input is the parsed
 * request; the locale is the one the request asks for, else the language
 * the web app remembers; the journal keeps a change's recovery points
 * (docs/reliability.md).
 */
export interface UseCaseCall<Input, Who extends Identity | null = Identity> {
  identity: Who;
  input: Input;
  locale: Locale;
  journal: WriteJournal;
  meta: RequestMeta;
}

/** The call a route of endpoint `N` hands its use case. */
export type RouteCall<N extends EndpointName> = UseCaseCall<
  ParsedInput<N>,
  RouteIdentity<N>
>;

/**
 * What a handler answers: the body without the success envelope
 * (`error: false`), which {@link defineRoute} adds itself.
 */
type WithoutEnvelope<T> = T extends { error: false }
  ? Omit<T, 'error'> & { error?: false }
  : T;

interface RouteOptions<N extends EndpointName> {
  /** Repeats with the same Idempotency-Key get the first answer. */
  idempotent?: boolean;
  /**
   * The route changes the client's data, so their cached reads are dropped
   * before the answer leaves. Every idempotent route is a change unless it
   * says otherwise.
   */
  invalidatesReads?: boolean;
  /**
   * A public route that reads the session when there is one (the call's
   * identity stays null: the handler asks {@link optionalIdentityOf}); its
   * Idempotency-Key is then scoped to that session, and a change by a
   * signed-in customer drops their cached reads.
   */
  readsSession?: boolean;
  /** Per-route rate limit of the global limiter (requests per minute per address). */
  perMinute?: number;
  handler: (
    call: RouteCall<N>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<
    | WithoutEnvelope<z.input<Endpoints[N]['response']>>
    | WithoutEnvelope<EndpointResponse<N>>
    | JsonAnswer
    | FastifyReply
  >;
}

/**
 * Refuses (403) a request whose body names another client: `clientid` and
 * `email` are optional in the API's calls and never trusted, only compared.
 */
export function assertOwnIdentity(
  input: unknown,
  session: { clientId: number; email: string },
): void {
  if (typeof input !== 'object' || input === null) {
    return;
  }
  const { clientid, email } = input as { clientid?: unknown; email?: unknown };
  if (clientid !== undefined && clientid !== session.clientId) {
    throw new AppError('FORBIDDEN', 'clientid is not the signed-in client');
  }
  if (typeof email === 'string' && !isSameEmail(email, session.email)) {
    throw new AppError('FORBIDDEN', 'email is not the signed-in client');
  }
}

/** The identity of a request that passed `requireSession`. */
function identityOf(request: FastifyRequest): Identity {
  const { id, record } = sessionOf(request);
  return {
    clientId: record.clientId,
    email: record.email,
    sessionId: id,
    via: request.authVia,
    session: record,
  };
}

/** The identity of a public route's request when it carries a live session. */
export function optionalIdentityOf(request: FastifyRequest): Identity | null {
  return request.session ? identityOf(request) : null;
}

/** The locale a request's body or query asks for, if any. */
function askedLocale(input: unknown): Locale | undefined {
  if (typeof input !== 'object' || input === null || !('locale' in input)) {
    return undefined;
  }
  // Multipart bodies hold parts, not strings: only a parsed locale counts.
  const asked = localeSchema.safeParse(input.locale);
  return asked.success ? asked.data : undefined;
}

/** Whether a response schema's success answers carry `error: false`. */
function hasSuccessEnvelope(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null || !('shape' in schema)) {
    return false;
  }
  const { shape } = schema;
  return typeof shape === 'object' && shape !== null && 'error' in shape;
}

/**
 * Registers a route straight from the contract's endpoint table: method,
 * path, request and response schemas, and whether a session is needed.
 */
export function defineRoute<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  options: RouteOptions<N>,
): void {
  const endpoint = endpoints[name];
  const isGet = endpoint.method === 'GET';
  const isSession = endpoint.auth === 'session';
  const isMultipart =
    'body' in endpoint && (endpoint.body as string) === 'multipart';
  const isEnveloped = hasSuccessEnvelope(endpoint.response);
  const preHandler: preHandlerAsyncHookHandler[] = [];
  if (isSession) {
    preHandler.push(async (request) => {
      // Multipart fields are parsed and checked by their handler.
      if (request.session && !isMultipart) {
        assertOwnIdentity(
          isGet ? request.query : request.body,
          request.session.record,
        );
      }
    });
  }
  if (options.idempotent) {
    preHandler.push(app.applyIdempotency);
  }
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(isGet
        ? { querystring: endpoint.request }
        : isMultipart
          ? {}
          : { body: endpoint.request }),
      // A file answer is sent as is; JSON answers go through their schema.
      ...(endpoint.response === pdfResponseSchema ||
      endpoint.response === fileResponseSchema
        ? {}
        : { response: { 200: endpoint.response } }),
    },
    config: {
      idempotent: options.idempotent ?? false,
      invalidatesReads:
        (isSession || (options.readsSession ?? false)) &&
        (options.invalidatesReads ?? options.idempotent ?? false),
      ...(options.perMinute === undefined
        ? {}
        : { rateLimit: { max: options.perMinute, timeWindow: 60_000 } }),
    },
    // The session is checked before the body is even read: a caller
    // without one gets 401 whatever it sends, never a validation answer.
    ...(isSession
      ? { onRequest: app.requireSession }
      : options.readsSession
        ? { onRequest: app.readSession }
        : {}),
    preHandler,
    handler: async (request, reply) => {
      const input = (isGet ? request.query : request.body) as ParsedInput<N>;
      const call: RouteCall<N> = {
        input,
        identity: (isSession ? identityOf(request) : null) as RouteIdentity<N>,
        locale: requestLocale(request, askedLocale(input)),
        journal: writeJournalOf(request),
        meta: {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
          origin: `${request.protocol}://${request.host}`,
        },
      };
      const answer = await options.handler(call, request, reply);
      // An answer checked and serialised before goes out as it is.
      if (answer instanceof JsonAnswer) {
        return reply.type('application/json; charset=utf-8').send(answer.json);
      }
      // A reply already sent is left alone; a JSON answer gets the envelope.
      return isEnveloped && answer !== reply
        ? { ...(answer as object), error: false as const }
        : answer;
    },
  });
}

import { randomUUID } from 'node:crypto';

import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { buildOpenApiDocument } from '@members/contract';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';

import type { Config } from './config.js';
import { toAuthUser } from './domain/client.js';
import type { DomainContext } from './domain/context.js';
import { MacRegistry } from './domain/mac-registry.js';
import { getPublicSettings } from './domain/public-settings.js';
import { registerAffiliateRoutes } from './features/affiliate/affiliate.routes.js';
import { registerAlertRoutes } from './features/alerts/alerts.routes.js';
import { registerAuthRoutes } from './features/auth/auth.routes.js';
import { registerEntryLinks } from './features/auth/entry-links.js';
import { registerDashboardRoutes } from './features/dashboard/dashboard.routes.js';
import { readCacheOwner } from './features/dashboard/dashboard.service.js';
import { registerEnvRoutes } from './features/env/env.routes.js';
import { registerInvoiceRoutes } from './features/invoices/invoices.routes.js';
import { registerResellerRoutes } from './features/reseller/reseller.routes.js';
import { registerSessionRoutes } from './features/sessions/sessions.routes.js';
import { registerSubscriptionRoutes } from './features/subscriptions/subscriptions.routes.js';
import { registerTicketRoutes } from './features/tickets/tickets.routes.js';
import { AppError } from './lib/app-error.js';
import { MemoryCache } from './lib/cache.js';
import { toIpKey } from './lib/ip.js';
import type { Mailer } from './mail/mailer.js';
import { registerApiDocs } from './plugins/api-docs.js';
import { registerErrorHandler, sendError } from './plugins/error-handler.js';
import { registerIdempotency } from './plugins/idempotency.js';
import { POISONED_KEYS, registerJsonBody } from './plugins/json-body.js';
import { createMetrics } from './plugins/metrics.js';
import type { Metrics } from './plugins/metrics.js';
import { isApiPath, registerSameOrigin } from './plugins/same-origin.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerSecurityLog } from './plugins/security-log.js';
import { DEFAULT_WEB_ROOT, registerSpa } from './plugins/spa.js';
import { registerSession } from './sessions/require-session.js';
import {
  getSessionCookieOptions,
  readSessionToken,
} from './sessions/session-cookie.js';
import { createSessionManager } from './sessions/session-manager.js';
import { createRateLimitStore } from './stores/rate-limit-store.js';
import { SharedReadCache } from './stores/read-cache.js';
import { createSharedSecret } from './stores/shared-secret.js';
import type { Stores } from './stores/types.js';
import { guardWhmcsClient } from './whmcs/index.js';
import type { WhmcsClient } from './whmcs/index.js';

/** JSON bodies larger than this are refused (413). */
export const JSON_BODY_LIMIT = 64 * 1024;
/** Requests from one address per minute across the API. */
const API_REQUESTS_PER_MINUTE = 600;
/** Retry-After of a request refused while shutting down: another instance serves. */
const CLOSING_RETRY_AFTER_SECONDS = 1;

/** Everything the app is built from; nothing is read from the environment here. */
export interface AppDeps {
  config: Config;
  whmcs: WhmcsClient;
  stores: Stores;
  mailer: Mailer;
  /** The pino logger of the process; none (silent) in tests. */
  logger?: FastifyBaseLogger;
  now?: () => number;
  /** Folder of the built web app; defaults to web/dist. */
  webRoot?: string;
  /** Prometheus metrics (served by `main.ts` on their own port). */
  metrics?: Metrics;
}

/** How long `/readyz` waits for WHMCS. */
const READY_WHMCS_TIMEOUT_MS = 3000;

async function probe(
  work: () => Promise<unknown>,
  timeoutMs: number,
): Promise<{ ok: boolean; ms: number }> {
  const startedAt = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
  });
  try {
    await Promise.race([work(), deadline]);
    return { ok: true, ms: Math.round(performance.now() - startedAt) };
  } catch {
    return { ok: false, ms: Math.round(performance.now() - startedAt) };
  } finally {
    clearTimeout(timer);
  }
}

/** Log settings that keep secrets out of the logs. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.password2',
  '*.code',
  '*.token',
  '*.secret',
  'req.url',
];

/** Query parameters whose values are credentials (entry links, SSO tokens). */
const SECRET_QUERY =
  /([?&](?:sso|secret|identifier|access_token|token|code|password|key)=)[^&#]*/gi;

/**
 * What a redacted path is replaced with: addresses keep their path and
 * harmless parameters, credential parameters lose their values; anything
 * else is hidden whole.
 */
export function censorLogValue(value: unknown, path: string[]): unknown {
  if (path[path.length - 1] === 'url' && typeof value === 'string') {
    return value.replace(SECRET_QUERY, '$1[redacted]');
  }
  return '[redacted]';
}

/** pino `redact` settings of the server. */
export const LOG_REDACT = {
  paths: LOG_REDACT_PATHS,
  censor: censorLogValue,
};

interface LoggedError {
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  cause?: LoggedError;
}

/**
 * Errors in log lines keep their type, message and code, never the stack
 * trace (docs/security.md, errors and logs); the request id and route beside
 * them say where it happened.
 */
export function serializeLoggedError(value: unknown): unknown {
  if (!(value instanceof Error)) {
    return value;
  }
  const { code, statusCode } = value as Error & {
    code?: unknown;
    statusCode?: unknown;
  };
  return {
    type: value.name,
    message: value.message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    ...(value.cause instanceof Error
      ? { cause: serializeLoggedError(value.cause) as LoggedError }
      : {}),
  };
}

/** The logger options every server process uses: redaction and error shape. */
export const LOG_OPTIONS = {
  redact: LOG_REDACT,
  serializers: { err: serializeLoggedError, error: serializeLoggedError },
};

/** Trusts exactly `hops` proxies in front of the server, never more. */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/**
 * Builds the members-area server as a Fastify instance. It never listens:
 * `main.ts` does, and tests listen on an ephemeral port.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, stores, mailer } = deps;
  const now = deps.now ?? Date.now;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    trustProxy:
      typeof config.trustProxy === 'number'
        ? trustHops(config.trustProxy)
        : config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    requestTimeout: 30_000,
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    onProtoPoisoning: POISONED_KEYS,
    onConstructorPoisoning: POISONED_KEYS,
    routerOptions: { ignoreTrailingSlash: true },
    // While closing, the hook below answers in our error envelope instead of
    // Fastify's bare 503.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON reaches the JSON routes; text/plain would let forms post cross-site.
  app.removeContentTypeParser('text/plain');
  registerJsonBody(app);
  // A change without a body is an empty object; multipart bodies are filled
  // in later by their own plugin.
  app.addHook('preValidation', async (request) => {
    if (
      request.body === undefined &&
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      !request.headers['content-type']?.startsWith('multipart/')
    ) {
      request.body = {};
    }
  });

  registerErrorHandler(app);
  registerSecurityLog(app);
  // Answers of 1 kB and more (page shells, JSON) go out compressed; built
  // assets are compressed at build time and sent as they are.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });
  await app.register(fastifyCookie);
  await registerSecurityHeaders(app, {
    https: config.publicUrl?.startsWith('https://') ?? false,
  });
  await app.register(rateLimit, {
    global: true,
    max: API_REQUESTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => toIpKey(request.ip),
    // Shared stores count this limit across instances. It guards against
    // floods rather than guessing, so while the store is down it lets
    // requests through (the sign-in limits fail closed).
    ...(stores.isShared
      ? { store: createRateLimitStore(stores.counters, now), skipOnError: true }
      : {}),
    // The API and everything the not-found handler answers (unknown paths
    // and the page shells) count; built assets do not.
    allowList: (request) => !isApiPath(request.url) && !request.is404,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', 'Too many requests, try again later', {
        retryAfter: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  });

  const cookie = getSessionCookieOptions(config.publicUrl);
  const sessions = createSessionManager(stores, now);
  registerSameOrigin(app, { publicUrl: config.publicUrl, cookie });
  const requireSession = registerSession(app, sessions, cookie);
  const applyIdempotency = registerIdempotency(app, stores.idempotency, {
    now,
    leaseMs: config.idempotencyLeaseMs,
  });
  const hooks = { requireSession, applyIdempotency };

  const metrics = deps.metrics ?? createMetrics();
  const whmcs = guardWhmcsClient(deps.whmcs, {
    threshold: config.breaker.threshold,
    resetMs: config.breaker.resetMs,
    onCall: metrics.onWhmcsCall,
    onRecordsDropped: metrics.onWhmcsRecordsDropped,
    onStateChange: (group, state) => {
      app.log.warn({ group, state }, 'WHMCS circuit changed');
      metrics.breakerState.set(
        { group },
        state === 'open' ? 1 : state === 'half_open' ? 0.5 : 0,
      );
    },
  });
  app.addHook('onResponse', async (request, reply) => {
    metrics.requestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  // While shutting down (SIGTERM, main.ts): Node closes idle keep-alive
  // connections and refuses new ones; a request that still arrives on an open
  // connection is not started but answered 503 SERVICE_CLOSING, so the client
  // or the proxy can send it to another instance. This runs before the rate
  // limit and the session checks (route hooks), so it touches no store.
  // Answers to requests still in flight close their connection, so keep-alive
  // sockets do not hold the shutdown open.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (isClosing) {
      return sendError(reply, 'SERVICE_CLOSING', undefined, {
        retryAfter: CLOSING_RETRY_AFTER_SECONDS,
      });
    }
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (isClosing) {
      void reply.header('connection', 'close');
    }
    return payload;
  });
  const readCache = new SharedReadCache(stores.readCache, config.readCacheMs);
  // Every change a customer makes (any non-GET call but the dashboard read)
  // makes their cached reads stale, before the answer leaves.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (
      request.session &&
      request.method !== 'GET' &&
      !request.routeOptions.url?.endsWith('/allData')
    ) {
      await readCache
        .invalidate(readCacheOwner(request.session.record.clientId))
        .catch((error: unknown) =>
          request.log.warn({ err: error }, 'read cache not invalidated'),
        );
    }
    return payload;
  });

  const ctx: DomainContext = {
    whmcs,
    config,
    cache: new MemoryCache(now),
  };
  const registry = new MacRegistry(ctx, stores.macIndex, now);
  app.addHook('onReady', async () => {
    registry.warmUp((error) =>
      app.log.warn({ err: error }, 'MAC index could not be built yet'),
    );
  });
  // What the features' use cases are given; each takes the part it needs.
  const features = {
    ctx,
    config,
    stores,
    sessions,
    mailer,
    registry,
    readCache,
    codePepper: createSharedSecret(stores.tokens, 'secret:code-pepper'),
    now,
    logger: app.log,
  };

  registerAuthRoutes(app, hooks, features, cookie);
  registerEntryLinks(app, features, cookie);
  registerEnvRoutes(app, hooks, features);
  registerAlertRoutes(app, hooks, features);
  registerDashboardRoutes(app, hooks, features);
  registerSessionRoutes(app, hooks, features, cookie);
  registerSubscriptionRoutes(app, hooks, features);
  registerInvoiceRoutes(app, hooks, features);
  registerAffiliateRoutes(app, hooks, features);
  registerResellerRoutes(app, hooks, features);
  await registerTicketRoutes(app, hooks, features);

  const openApi = JSON.stringify(
    buildOpenApiDocument({ serverUrl: config.publicUrl ?? '/' }),
  );
  app.get('/dashboard/api/openapi.json', (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(openApi),
  );
  registerApiDocs(app);
  app.get('/healthz', async () => ({ status: 'ok' }));
  // Ready when the shared store and WHMCS answer; while shutting down the
  // closing hook answers 503 (new connections are refused), so the load
  // balancer stops sending.
  app.get('/readyz', async (_request, reply) => {
    const [store, billing] = await Promise.all([
      probe(() => stores.ping(), READY_WHMCS_TIMEOUT_MS),
      probe(() => whmcs.getCurrencies(), READY_WHMCS_TIMEOUT_MS),
    ]);
    const isReady = store.ok && billing.ok;
    return reply
      .code(isReady ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({
        status: isReady ? 'ok' : 'unavailable',
        checks: { store, whmcs: billing },
      });
  });
  app.get('/dashboard/dev/outbox', (_request, reply) => {
    const outbox = mailer.readOutbox();
    if (outbox === null) {
      return sendError(reply, 'NOT_FOUND');
    }
    return reply
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(
        JSON.stringify(
          outbox.map(({ to, subject, text, html, date }) => ({
            to,
            subject,
            text,
            html,
            date,
          })),
        ),
      );
  });

  await registerSpa(app, {
    webRoot: deps.webRoot ?? DEFAULT_WEB_ROOT,
    providerName: config.providerName,
    async shellData(request) {
      const env = {
        error: false as const,
        ...getPublicSettings(features, { clientIp: request.ip }),
      };
      const found = readSessionToken(request, cookie);
      if (found?.via !== 'cookie') {
        return { env, user: null };
      }
      // A store that fails leaves it to the app, which then asks `me` (and
      // the sign-in page shows; sign-in itself then says why).
      return sessions.resolve(found.token).then(
        (session) => ({
          env,
          user: session
            ? toAuthUser({ id: session.record.clientId }, session.record)
            : null,
        }),
        () => ({ env }),
      );
    },
  });
  return app;
}

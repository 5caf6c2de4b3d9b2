import { randomUUID } from 'node:crypto';

import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

import { loadBrand } from './brand/brand-settings.js';
import type { Brand } from './brand/brand-settings.js';
import { isEmbeddedDemo } from './config.js';
import type { Config } from './config.js';
import type { DomainContext } from './domain/context.js';
import { MacRegistry } from './domain/mac-registry.js';
import { FEATURES } from './features/index.js';
import type { ServerDeps, VapidDetails } from './http/feature.js';
import { MemoryCache } from './lib/cache.js';
import type { Clock } from './lib/clock.js';
import { webPush } from './lib/web-push.js';
import type { Mailer } from './mail/mailer.js';
import { createPanelClient } from './panel/index.js';
import { apiDocsPlugin } from './plugins/api-docs.js';
import { answerClientError } from './plugins/client-error.js';
import { closingPlugin } from './plugins/closing.js';
import { compressTextPlugin } from './plugins/compress-text.js';
import { devOutboxPlugin } from './plugins/dev-outbox.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { healthPlugin } from './plugins/health.js';
import { idempotencyPlugin } from './plugins/idempotency.js';
import {
  JSON_BODY_LIMIT,
  jsonBodyPlugin,
  POISONED_KEYS,
} from './plugins/json-body.js';
import { createMetrics, metricsPlugin } from './plugins/metrics.js';
import type { Metrics } from './plugins/metrics.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { readCachePlugin } from './plugins/read-cache.js';
import { sameOriginPlugin } from './plugins/same-origin.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { securityLogPlugin } from './plugins/security-log.js';
import { DEFAULT_WEB_ROOT, spaPlugin } from './plugins/spa.js';
import { sessionPlugin } from './sessions/require-session.js';
import { getSessionCookieOptions } from './sessions/session-cookie.js';
import { createSessionManager } from './sessions/session-manager.js';
import { PanelLineCache } from './stores/panel-line-cache.js';
import { PanelReadCache } from './stores/panel-read-cache.js';
import { SharedReadCache } from './stores/read-cache.js';
import { createSharedSecret } from './stores/shared-secret.js';
import type { Stores } from './stores/types.js';
import { guardWhmcsClient } from './whmcs/index.js';
import type { WhmcsClient } from './whmcs/index.js';

export { LOG_OPTIONS } from './plugins/logging.js';

/** Everything the app is built from; nothing is read from the environment here. */
export interface AppDeps {
  config: Config;
  whmcs: WhmcsClient;
  stores: Stores;
  mailer: Mailer;
  /** The pino logger of the process; none (silent) in tests. */
  logger?: FastifyBaseLogger;
  /** The one clock the server reads time through (`lib/clock.ts`). */
  now: Clock;
  /** Folder of the built web app; defaults to web/dist. */
  webRoot?: string;
  /** Prometheus metrics (served by `main.ts` on their own port). */
  metrics?: Metrics;
  /** The embedded emulator's IPTV panel (the demo, no WHMCS_URL); PANEL_URL wins over it. */
  embeddedPanelUrl?: string;
  /** The provider's brand (`loadBrand`); without one, the name alone and the built-in look. */
  brand?: Brand;
}

/** Trusts exactly `hops` proxies in front of the server, never more. */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

function createFastify(deps: AppDeps): FastifyInstance {
  const { config } = deps;
  return Fastify({
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
    // A request Node cannot parse is answered with Connection: close and a
    // clean close, never a reset (docs/security.md: Requests).
    clientErrorHandler: answerClientError,
    // While closing, the closing plugin answers in our error envelope
    // instead of Fastify's bare 503.
    return503OnClosing: false,
  });
}

/**
 * The VAPID pair push reminders are signed with: the settings', else in the
 * embedded demo a pair of its own, kept for the run (docs/push.md); else
 * none, and push is off.
 */
function resolveVapid(config: Config): VapidDetails | null {
  const pair =
    config.push.vapid ??
    (isEmbeddedDemo(config) ? webPush().generateVAPIDKeys() : null);
  return pair
    ? {
        publicKey: pair.publicKey,
        privateKey: pair.privateKey,
        subject: config.push.subject,
      }
    : null;
}

/**
 * What the features' use cases are given, built once: the WHMCS client
 * behind its circuit breakers (reporting to the metrics), the session
 * manager, the shared caches and secrets.
 */
function createServerDeps(
  deps: AppDeps,
  app: FastifyInstance,
  metrics: Metrics,
): ServerDeps {
  const { config, stores, mailer } = deps;
  const { now } = deps;
  const whmcs = guardWhmcsClient(deps.whmcs, {
    threshold: config.breaker.threshold,
    resetMs: config.breaker.resetMs,
    now,
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
  const domain: DomainContext = { whmcs, config, cache: new MemoryCache(now) };
  return {
    ...domain,
    stores,
    sessions: createSessionManager(stores, now),
    cookie: getSessionCookieOptions(config.publicUrl),
    mailer,
    macRegistry: new MacRegistry(domain, stores.macIndex, now),
    readCache: new SharedReadCache(stores.readCache, config.readCacheMs),
    linePanel: {
      client: createPanelClient({
        timeoutMs: config.panel.timeoutMs,
        logger: app.log,
        onCall: metrics.onPanelCall,
      }),
      cache: new PanelLineCache(stores.panelReads, {
        ttlMs: config.panel.cacheMs,
        backoffMs: config.panel.backoffMs,
      }),
      reads: new PanelReadCache(stores.panelReads, {
        backoffMs: config.panel.backoffMs,
      }),
      embeddedUrl: deps.embeddedPanelUrl ?? null,
    },
    brand: deps.brand ?? loadBrand({ PROVIDER_NAME: config.providerName }),
    codePepper: createSharedSecret(stores.tokens, 'secret:code-pepper'),
    vapid: resolveVapid(config),
    now,
    logger: app.log,
  };
}

/**
 * Builds the members-area server as a Fastify instance: what it is made
 * of, in the order a request meets it. It never listens: `main.ts` does,
 * and tests listen on an ephemeral port.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = createFastify(deps);
  const metrics = deps.metrics ?? createMetrics();
  const services = createServerDeps(deps, app, metrics);

  // How requests are read, refused and answered.
  await app.register(closingPlugin);
  await app.register(metricsPlugin, { metrics });
  await app.register(jsonBodyPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(securityLogPlugin);
  // Answers of 1 kB and more go out compressed (text in memory in one step,
  // as compress-text.ts's threshold); built assets were compressed at build.
  await app.register(compressTextPlugin);
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });
  await app.register(fastifyCookie);
  await app.register(securityHeadersPlugin, {
    https: config.publicUrl?.startsWith('https://') ?? false,
  });
  await app.register(rateLimitPlugin, {
    stores: services.stores,
    now: services.now,
    perMinute: config.apiRequestsPerMinute,
  });

  // Who is asking, from where, and whether this change was seen before.
  await app.register(sameOriginPlugin, {
    publicUrl: config.publicUrl,
    cookie: services.cookie,
  });
  await app.register(sessionPlugin, {
    sessions: services.sessions,
    cookie: services.cookie,
  });
  await app.register(idempotencyPlugin, {
    store: services.stores.idempotency,
    now: services.now,
    leaseMs: config.idempotencyLeaseMs,
  });
  await app.register(readCachePlugin, { readCache: services.readCache });

  // What the customer can do.
  for (const feature of FEATURES) {
    await app.register(feature, services);
  }
  app.addHook('onReady', async () => {
    services.macRegistry.warmUp((error) =>
      app.log.warn({ err: error }, 'MAC index could not be built yet'),
    );
  });

  // The API's documentation, the load balancer's checks, the demo outbox,
  // and the web app with its pages.
  await app.register(apiDocsPlugin, { serverUrl: config.publicUrl ?? '/' });
  await app.register(healthPlugin, {
    stores: services.stores,
    whmcs: services.whmcs,
  });
  await app.register(devOutboxPlugin, { mailer: services.mailer });
  await app.register(spaPlugin, {
    webRoot: deps.webRoot ?? DEFAULT_WEB_ROOT,
    config,
    brand: services.brand,
    sessions: services.sessions,
    cookie: services.cookie,
  });
  return app;
}

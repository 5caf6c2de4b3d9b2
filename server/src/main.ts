import { setFlagsFromString } from 'node:v8';

import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import type { Logger } from 'pino';

import { buildApp, LOG_OPTIONS } from './app.js';
import { loadBrand, withDemoBrand } from './brand/brand-settings.js';
import type { Brand } from './brand/brand-settings.js';
import { ConfigError, isEmbeddedDemo, loadConfig } from './config.js';
import type { Config } from './config.js';
import { membersAreaUrlOf, startEmbeddedWhmcs } from './embedded-whmcs.js';
import { type Clock, systemClock } from './lib/clock.js';
import { createMailer } from './mail/mailer.js';
import {
  createMetrics,
  readStoreFigures,
  startMetricsServer,
} from './plugins/metrics.js';
import type { Metrics } from './plugins/metrics.js';
import { createMemoryStores } from './stores/memory/memory-stores.js';
import type { Stores } from './stores/types.js';
import { createWhmcsClient } from './whmcs/index.js';
import type { WhmcsClient } from './whmcs/index.js';
import {
  requireSupportedWhmcs,
  UnsupportedWhmcsError,
} from './whmcs/require-version.js';

const DEMO_ACCOUNTS = [
  [
    'demo@example.com',
    'demo-password-1',
    'affiliate and reseller, 6 subscriptions',
  ],
  ['other@example.com', 'other-password-1', 'one subscription'],
  ['trial@example.com', 'trial-password-1', 'a free trial line, in USD'],
];

/** How long start-up waits for Redis before serving (503s) while it retries. */
const REDIS_START_WAIT_MS = 5000;
/** Repeated connection errors are logged at most this often. */
const REDIS_ERROR_LOG_MS = 30_000;

async function openStores(
  now: Clock,
  config: Config,
  logger: Logger,
  metrics: Metrics,
): Promise<Stores> {
  if (!config.redis.url) {
    return createMemoryStores({ now });
  }
  // The Redis client is loaded only when Redis is set: one instance on
  // memory stores never needs it.
  const [{ createRedisConnection, waitForRedis }, { createRedisStores }] =
    await Promise.all([
      import('./stores/redis/redis-connection.js'),
      import('./stores/redis/redis-stores.js'),
    ]);
  let lastLoggedAt = 0;
  const redis = createRedisConnection(config.redis.url, (error) => {
    if (now() - lastLoggedAt >= REDIS_ERROR_LOG_MS) {
      lastLoggedAt = now();
      logger.warn({ err: error }, 'Redis connection failed; retrying');
    }
  });
  redis.on('ready', () => {
    lastLoggedAt = 0;
    logger.info('Redis connected');
  });
  const stores = createRedisStores({
    redis,
    prefix: config.redis.keyPrefix,
    now,
    onError: (operation) => metrics.storeErrors.inc({ operation }),
  });
  if (!(await waitForRedis(redis, REDIS_START_WAIT_MS))) {
    logger.warn(
      'Redis is not reachable yet: sign-in and sessions answer 503 until it is',
    );
  }
  return stores;
}

/** A running embedded emulator (the demo's WHMCS and IPTV panel). */
type EmbeddedWhmcs = Awaited<ReturnType<typeof startEmbeddedWhmcs>>;

/**
 * Reads the settings and the brand, or exits with every bad setting at once,
 * the brand's files included.
 */
function loadSettings(): { config: Config; brand: Brand } {
  const problems: string[] = [];
  const settle = <T>(load: () => T): T | null => {
    try {
      return load();
    } catch (error) {
      if (error instanceof ConfigError) {
        problems.push(...error.problems);
        return null;
      }
      throw error;
    }
  };
  // BRAND_DEMO=1 puts the example brand under the settings (its name included).
  const env = withDemoBrand(process.env);
  const config = settle(() => loadConfig(env));
  const brand = settle(() => loadBrand(env));
  if (!config || !brand) {
    console.error(new ConfigError(problems).message);
    process.exit(1);
  }
  return { config, brand };
}

/**
 * Starts the embedded emulator without a WHMCS_URL and connects the WHMCS
 * client, or exits when the WHMCS version is not supported.
 */
async function connectWhmcs(
  config: Config,
  logger: Logger,
): Promise<{ emulator: EmbeddedWhmcs | null; whmcs: WhmcsClient }> {
  const emulator = isEmbeddedDemo(config)
    ? await startEmbeddedWhmcs(config, systemClock)
    : null;
  const whmcs = createWhmcsClient({
    url: emulator?.url ?? config.whmcs.url ?? '',
    identifier: config.whmcs.identifier,
    secret: config.whmcs.secret,
    accessKey: config.whmcs.accessKey,
    timeoutMs: config.whmcs.timeoutMs,
    logger: logger.child({ component: 'whmcs' }),
  });
  try {
    await requireSupportedWhmcs(whmcs, logger.child({ component: 'whmcs' }));
  } catch (error) {
    if (error instanceof UnsupportedWhmcsError) {
      console.error(error.message);
      await emulator?.close();
      process.exit(1);
    }
    throw error;
  }
  return { emulator, whmcs };
}

/** Prints where the members area, the demo and the metrics are reached. */
function printAddresses(
  config: Config,
  membersUrl: string,
  emulator: EmbeddedWhmcs | null,
): void {
  const lines = [
    '',
    `  ${config.providerName} members area: ${membersUrl}/dashboard/`,
  ];
  if (emulator) {
    lines.push(
      `  WHMCS emulator (demo data): ${emulator.url}`,
      `  Demo outbox (sign-in codes): ${membersUrl}/dashboard/dev/outbox`,
      '  Demo accounts:',
      ...DEMO_ACCOUNTS.map(
        ([email, password, what]) => `    ${email} / ${password}  (${what})`,
      ),
    );
  } else if (config.mail.outbox) {
    lines.push(`  Demo outbox: ${membersUrl}/dashboard/dev/outbox`);
  }
  lines.push(
    `  Shared state: ${config.redis.url ? `Redis (keys ${config.redis.keyPrefix}*)` : 'in memory (this process only)'}`,
  );
  if (config.metrics.port !== null) {
    lines.push(
      `  Metrics: http://${config.metrics.host}:${config.metrics.port}/metrics`,
    );
  }
  console.log(`${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  const now = systemClock;
  const { config, brand } = loadSettings();
  const logger = pino({
    level: config.logLevel,
    ...LOG_OPTIONS,
  });
  const membersUrl = membersAreaUrlOf(config);

  const { emulator, whmcs } = await connectWhmcs(config, logger);
  const metrics = createMetrics({ withProcessMetrics: true });
  const stores = await openStores(now, config, logger, metrics);
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    outbox: config.mail.outbox,
    logger,
    now,
  });
  const app = await buildApp({
    config,
    whmcs,
    stores,
    mailer,
    logger,
    metrics,
    brand,
    now,
    ...(emulator ? { embeddedPanelUrl: emulator.url } : {}),
  });
  const metricsServer =
    config.metrics.port === null
      ? null
      : await startMetricsServer(
          metrics,
          () => readStoreFigures(metrics, stores),
          config.metrics.host,
          config.metrics.port,
        );

  // SIGTERM: stop accepting, let in-flight requests finish within the
  // grace period, then close Redis and the rest. A second signal or the
  // deadline exits at once.
  closeWithGrace({ delay: config.shutdownGraceMs }, async ({ signal, err }) => {
    if (err) {
      logger.error({ err }, 'shutting down after an error');
    } else {
      logger.info({ signal }, 'shutting down');
    }
    await app.close();
    await new Promise((resolve) =>
      metricsServer ? metricsServer.close(resolve) : resolve(undefined),
    );
    await stores.close();
    await mailer.close();
    await emulator?.close();
  });

  await app.listen({ host: config.host, port: config.port });
  printAddresses(config, membersUrl, emulator);
}

// The old generation may grow by 20 % before its next full collection,
// where V8 lets it grow up to fourfold: a server that answers from small,
// short-lived objects then keeps about 60 MiB less between collections, for
// a few per cent of its answers per second (docs/performance.md). V8 reads
// this setting at each collection, so it holds when set here.
setFlagsFromString('--heap-growing-percent=20');
await main();

import { createServer } from 'node:http';
import type { Server } from 'node:http';

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
} from 'prom-client';

import type { PanelCallListener } from '../panel/index.js';
import type { CacheStats, Stores } from '../stores/types.js';
import { toErrorKind } from '../whmcs/index.js';
import type { WhmcsCallListener } from '../whmcs/index.js';

import { compressedAnswerStats } from './compress-text.js';

/** The Prometheus metrics of one server process. */
export interface Metrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status'>;
  whmcsDuration: Histogram<'action' | 'outcome'>;
  whmcsErrors: Counter<'action' | 'kind'>;
  /** Records WHMCS sent that did not match their schema and were left out. */
  whmcsRecordsDropped: Counter<'action'>;
  storeErrors: Counter<'operation'>;
  /** IPTV panel login calls by outcome (ok, refused, timeout, network, http, bad_reply). */
  panelDuration: Histogram<'outcome'>;
  /** Set before each scrape from the session store. */
  sessionsActive: Gauge;
  breakerState: Gauge<'group'>;
  /** What each bounded cache of this process holds, set before each scrape. */
  cacheEntries: Gauge<'cache'>;
  cacheBytes: Gauge<'cache'>;
  cacheEvictions: Counter<'cache'>;
  /** Sets the cache figures from what the caches report (before a scrape). */
  recordCaches: (stats: Record<string, CacheStats>) => void;
  /** Reports WHMCS calls into the histograms (for the guarded client). */
  onWhmcsCall: WhmcsCallListener;
  /** Told after every IPTV panel call. */
  onPanelCall: PanelCallListener;
  /** Counts the records a WHMCS reply's lists left out (for the guarded client). */
  onWhmcsRecordsDropped: (action: string, count: number) => void;
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20];

/** The instruments of the metrics, without their registry and listeners. */
type Instruments = Omit<
  Metrics,
  | 'registry'
  | 'onWhmcsCall'
  | 'onPanelCall'
  | 'onWhmcsRecordsDropped'
  | 'recordCaches'
>;

/** Creates every histogram, counter and gauge on the registry given. */
function createInstruments(registry: Registry): Instruments {
  const requestDuration = new Histogram({
    name: 'members_http_request_duration_seconds',
    help: 'HTTP request duration by route',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: SECONDS,
    registers: [registry],
  });
  const whmcsDuration = new Histogram({
    name: 'members_whmcs_call_duration_seconds',
    help: 'WHMCS API call duration by action',
    labelNames: ['action', 'outcome'] as const,
    buckets: SECONDS,
    registers: [registry],
  });
  const whmcsErrors = new Counter({
    name: 'members_whmcs_call_errors_total',
    help: 'Failed WHMCS API calls by action and kind',
    labelNames: ['action', 'kind'] as const,
    registers: [registry],
  });
  const whmcsRecordsDropped = new Counter({
    name: 'members_whmcs_records_dropped_total',
    help: 'WHMCS records left out of a list because they did not match their schema, by action',
    labelNames: ['action'] as const,
    registers: [registry],
  });
  const panelDuration = new Histogram({
    name: 'members_panel_call_duration_seconds',
    help: 'IPTV panel player API call duration by outcome',
    labelNames: ['outcome'] as const,
    buckets: SECONDS,
    registers: [registry],
  });
  const storeErrors = new Counter({
    name: 'members_store_errors_total',
    help: 'Failed operations of the shared store',
    labelNames: ['operation'] as const,
    registers: [registry],
  });
  const sessionsActive = new Gauge({
    name: 'members_sessions_active',
    help: 'Sessions not yet past their absolute end',
    registers: [registry],
  });
  const breakerState = new Gauge({
    name: 'members_whmcs_circuit_open',
    help: 'WHMCS action group circuits: 1 open, 0.5 half-open, 0 closed',
    labelNames: ['group'] as const,
    registers: [registry],
  });
  return {
    requestDuration,
    whmcsDuration,
    whmcsErrors,
    whmcsRecordsDropped,
    storeErrors,
    panelDuration,
    sessionsActive,
    breakerState,
    ...createCacheInstruments(registry),
  };
}

function createCacheInstruments(registry: Registry) {
  return {
    cacheEntries: new Gauge({
      name: 'members_cache_entries',
      help: 'Entries a bounded cache of this process holds, by cache',
      labelNames: ['cache'] as const,
      registers: [registry],
    }),
    cacheBytes: new Gauge({
      name: 'members_cache_bytes',
      help: 'Bytes of the values a bounded cache of this process holds, by cache',
      labelNames: ['cache'] as const,
      registers: [registry],
    }),
    cacheEvictions: new Counter({
      name: 'members_cache_evictions_total',
      help: 'Entries a bounded cache pushed out to stay within its bounds, by cache',
      labelNames: ['cache'] as const,
      registers: [registry],
    }),
  };
}

/** Sets the cache gauges, and counts the evictions since the last call. */
function cacheRecorder(
  instruments: Pick<
    Instruments,
    'cacheEntries' | 'cacheBytes' | 'cacheEvictions'
  >,
): Metrics['recordCaches'] {
  const evictionsSeen = new Map<string, number>();
  return (stats) => {
    for (const [cache, { entries, bytes, evictions }] of Object.entries(
      stats,
    )) {
      instruments.cacheEntries.set({ cache }, entries);
      instruments.cacheBytes.set({ cache }, bytes);
      const seen = evictionsSeen.get(cache);
      // The first time, a cache that evicted nothing shows 0 too.
      if (seen === undefined || evictions > seen) {
        instruments.cacheEvictions.inc({ cache }, evictions - (seen ?? 0));
      }
      evictionsSeen.set(cache, evictions);
    }
  };
}

/** How often the event loop's delay is sampled, in ms (prom-client's default is 10). */
const EVENT_LOOP_SAMPLE_MS = 100;

/**
 * Creates the metrics on a registry of their own (never the global one, so
 * several servers in one test process do not collide); the process's own
 * figures (memory, event loop, GC) only when asked, once per process.
 */
export function createMetrics(
  options: { withProcessMetrics?: boolean } = {},
): Metrics {
  const registry = new Registry();
  if (options.withProcessMetrics) {
    // The event loop's delay is sampled every 100 ms, not every 10: the
    // lag figures stay, and an idle server no longer wakes 100 times a
    // second (about 8 ms of CPU per second on a 2-core host).
    collectDefaultMetrics({
      register: registry,
      eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS,
    });
  }
  const instruments = createInstruments(registry);
  const { whmcsDuration, whmcsErrors, whmcsRecordsDropped, panelDuration } =
    instruments;
  return {
    registry,
    ...instruments,
    recordCaches: cacheRecorder(instruments),
    onWhmcsRecordsDropped: (action, count) => {
      whmcsRecordsDropped.inc({ action }, count);
    },
    onPanelCall: (durationMs, outcome) => {
      panelDuration.observe({ outcome }, durationMs / 1000);
    },
    onWhmcsCall: (action, durationMs, error) => {
      whmcsDuration.observe(
        { action, outcome: error === null ? 'ok' : 'error' },
        durationMs / 1000,
      );
      if (error !== null) {
        whmcsErrors.inc({
          action,
          kind:
            error instanceof Error && toErrorKind(error)
              ? error.name
              : 'unknown',
        });
      }
    },
  };
}

/** Reads what the stores' figures are now, for the scrape about to be served. */
export async function readStoreFigures(
  metrics: Metrics,
  stores: Pick<Stores, 'sessions' | 'cacheStats'>,
): Promise<void> {
  metrics.sessionsActive.set(await stores.sessions.countActive());
  metrics.recordCaches({
    ...stores.cacheStats?.(),
    compressed: compressedAnswerStats(),
  });
}

/**
 * Serves `/metrics` on its own listener (METRICS_HOST:METRICS_PORT), apart
 * from the public port, so it is never exposed with the members area.
 */
export async function startMetricsServer(
  metrics: Metrics,
  beforeScrape: () => Promise<void>,
  host: string,
  port: number,
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    beforeScrape()
      .catch(() => undefined)
      .then(() => metrics.registry.metrics())
      .then(
        (text) => {
          response
            .writeHead(200, { 'content-type': metrics.registry.contentType })
            .end(text);
        },
        () => {
          response.writeHead(500).end();
        },
      );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}

/** Observes every answer's duration by method, route pattern and status. */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { metrics }: { metrics: Metrics }) => {
    app.addHook('onResponse', (request, reply, done) => {
      metrics.requestDuration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
  },
  { name: 'metrics' },
);

/**
 * Scale-out figures of `npm run bench`: warm `allData` throughput and p99
 * beside a bare Fastify JSON route (autocannon), WHMCS calls per dashboard
 * visit cold and warm, and memory with 200 concurrent sessions; once for
 * one instance with in-memory stores, once for two instances sharing Redis
 * (BENCH_REDIS_URL, default redis://127.0.0.1:6379; skipped when absent).
 */
import { randomUUID } from 'node:crypto';

import autocannon from 'autocannon';
import { Redis } from 'ioredis';

import { endpoints } from '@members/contract';

import { freePort, residentMiB, startNode, waitUntil } from './processes.js';
import type { Child } from './processes.js';
import {
  nextIp,
  settle,
  signInMany,
  startInstance,
  visit,
  whmcsCalls,
} from './scale-out-instances.js';
import type { Instance, ScaleOutOptions } from './scale-out-instances.js';
import { round } from './stats.js';
import type { Check } from './stats.js';

const SESSIONS = 200;
/** Warm `allData` answers per second, in % of the bare Fastify route's. */
const WARM_SHARE_OF_BARE = 25;
/** A server's memory with {@link SESSIONS} sessions signed in on it. */
const RSS_WITH_SESSIONS_MIB = 160;
const CANNON_SECONDS = 5;
const WARM_UP_SECONDS = 2;
const ONE_INSTANCE = '1 instance, memory';
const CANNON_CONNECTIONS = 20;

/**
 * Req/s and p99 of `path` on every target at once for a few seconds, after
 * a warm-up of the same that is not counted: the figure is the server's
 * steady state, its code compiled, not its first seconds.
 */
async function cannon(
  targets: { url: string; path: string; token?: string }[],
): Promise<{ perSecond: number; p99: number; errors: number }> {
  await cannonFor(targets, WARM_UP_SECONDS);
  return cannonFor(targets, CANNON_SECONDS);
}

async function cannonFor(
  targets: { url: string; path: string; token?: string }[],
  seconds: number,
): Promise<{ perSecond: number; p99: number; errors: number }> {
  const results = await Promise.all(
    targets.map((target) =>
      autocannon({
        url: target.url,
        connections: CANNON_CONNECTIONS,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            path: target.path,
            headers: {
              'content-type': 'application/json',
              ...(target.token
                ? { authorization: `Bearer ${target.token}` }
                : {}),
            },
            body: '{}',
            // Each request from its own address: the per-address API limit
            // must not cap the figure.
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, 'x-forwarded-for': nextIp() },
            }),
          },
        ],
      }),
    ),
  );
  return {
    perSecond: results.reduce((sum, r) => sum + r.requests.average, 0),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
  };
}

/** The figures of one set-up, against their targets. */
function scaleOutChecks(
  label: string,
  bare: number,
  {
    warmLoad,
    cold,
    warm,
    worstRss,
  }: {
    warmLoad: { perSecond: number; p99: number; errors: number };
    cold: number;
    warm: number;
    worstRss: number;
  },
): Check[] {
  return [
    {
      name: `warm allData req/s ÷ bare Fastify, ${label} (${round(warmLoad.perSecond)} ÷ ${round(bare)})`,
      value: (100 * warmLoad.perSecond) / bare,
      unit: '%',
      // Two instances and Redis share the two cores with the load: their
      // figure is printed beside the one instance's, with no share asked.
      target: label === ONE_INSTANCE ? WARM_SHARE_OF_BARE : 0,
      kind: 'min',
    },
    {
      name: `warm allData p99, ${label}`,
      value: warmLoad.p99,
      unit: 'ms',
      target: 1000,
      kind: 'max',
    },
    {
      name: `warm allData errors, ${label}`,
      value: warmLoad.errors,
      unit: '',
      target: 0,
      kind: 'max',
    },
    {
      name: `WHMCS calls per dashboard visit, cold, ${label}`,
      value: cold,
      unit: '',
      target: 8,
      kind: 'max',
    },
    {
      name: `WHMCS calls per dashboard visit, warm, ${label}`,
      value: warm,
      unit: '',
      target: 0,
      kind: 'max',
    },
    {
      name: `RSS with ${SESSIONS} concurrent sessions, ${label} (per instance)`,
      value: worstRss,
      unit: 'MiB',
      target: RSS_WITH_SESSIONS_MIB,
      kind: 'max',
    },
  ];
}

/** The figures of one set-up (one instance, or two on Redis). */
async function measure(
  label: string,
  instances: Instance[],
  options: ScaleOutOptions,
  from: number,
  bare: number,
): Promise<{ checks: Check[]; next: number }> {
  const signedIn = await signInMany(instances, options, from, SESSIONS + 1);
  const [probe, ...rest] = signedIn.customers;
  if (!probe) {
    throw new Error('No customer signed in');
  }
  // Everyone opens the dashboard at once: 200 concurrent sessions.
  await Promise.all(rest.map(({ customer, on }) => visit(on, customer)));
  const rss = await Promise.all(
    instances.map((instance) => residentMiB(instance.child.process.pid)),
  );

  // A visit by a customer not seen yet, then the same again on the other
  // instance (or the same one): the repeat is inside the cache window.
  const first = instances[0] as Instance;
  const second = instances[instances.length - 1] as Instance;
  await settle(instances);
  const beforeCold = await whmcsCalls(instances);
  await visit(first, probe.customer);
  const cold = (await whmcsCalls(instances)) - beforeCold;
  await visit(second, probe.customer);
  const warm = (await whmcsCalls(instances)) - beforeCold - cold;

  const warmLoad = await cannon(
    instances.map((instance) => ({
      url: instance.url,
      path: endpoints.allData.path,
      token: probe.customer.token,
    })),
  );
  console.log(
    `${label}: warm allData ${round(warmLoad.perSecond)} req/s, p99 ${warmLoad.p99} ms, errors ${warmLoad.errors}; WHMCS calls per visit cold ${cold}, warm ${warm}; RSS with ${SESSIONS} sessions ${rss.map((value) => `${round(value ?? Number.NaN)} MiB`).join(' + ')}`,
  );
  const worstRss = Math.max(...rss.map((value) => value ?? Infinity));
  return {
    next: signedIn.next,
    checks: scaleOutChecks(label, bare, { warmLoad, cold, warm, worstRss }),
  };
}

async function isRedisReachable(url: string): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

async function deleteKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`);
      cursor = next;
      if (keys.length > 0) {
        await redis.del(...keys);
      }
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Runs the scale-out measurements and answers their checks. */
export async function measureScaleOut(
  options: ScaleOutOptions,
): Promise<Check[]> {
  const checks: Check[] = [];
  const started: Child[] = [];
  const redisUrl = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
  const prefix = `bench:${randomUUID()}:`;
  try {
    const barePort = await freePort();
    const bareServer = startNode('bench/dist/bare-server.js', [], {
      PORT: String(barePort),
    });
    started.push(bareServer);
    const bareUrl = `http://127.0.0.1:${barePort}`;
    await waitUntil(
      bareServer,
      async () => (await fetch(`${bareUrl}/json`, { method: 'POST' })).ok,
      10_000,
    );
    const bare = await cannon([{ url: bareUrl, path: '/json' }]);
    console.log(
      `bare Fastify JSON route: ${round(bare.perSecond)} req/s, p99 ${bare.p99} ms`,
    );
    checks.push({
      name: 'bare Fastify JSON route (yardstick)',
      value: bare.perSecond,
      unit: 'req/s',
      target: 1,
      kind: 'min',
    });
    await bareServer.stop();

    const single = await startInstance(options.emulatorUrl, {});
    started.push(single.child);
    const one = await measure(
      ONE_INSTANCE,
      [single],
      options,
      options.firstClient + Math.floor(options.clients / 2),
      bare.perSecond,
    );
    checks.push(...one.checks);
    await single.child.stop();

    if (!(await isRedisReachable(redisUrl))) {
      console.log(
        `Redis at ${redisUrl} not reachable: two-instance figures skipped`,
      );
      return checks;
    }
    const redisEnv = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix };
    const pair = await Promise.all([
      startInstance(options.emulatorUrl, redisEnv),
      startInstance(options.emulatorUrl, redisEnv),
    ]);
    started.push(...pair.map((instance) => instance.child));
    const two = await measure(
      '2 instances, Redis',
      pair,
      options,
      one.next,
      bare.perSecond,
    );
    checks.push(...two.checks);
    return checks;
  } finally {
    await Promise.all(started.map((child) => child.stop()));
    if (await isRedisReachable(redisUrl)) {
      await deleteKeys(redisUrl, prefix);
    }
  }
}

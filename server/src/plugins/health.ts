import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { Stores } from '../stores/types.js';
import type { WhmcsClient } from '../whmcs/index.js';

/** Liveness: the process answers. */
export const HEALTH_PATH = '/healthz';
/** Readiness: the shared store and WHMCS answer too. */
export const READY_PATH = '/readyz';
/** How long `/readyz` waits for each dependency. */
const READY_TIMEOUT_MS = 3000;

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

/**
 * `/healthz` and `/readyz` for the load balancer. Ready when the shared
 * store and WHMCS answer; while shutting down the closing plugin answers
 * 503 (new connections are refused), so the balancer stops sending.
 */
export const healthPlugin = fp(
  async (
    app: FastifyInstance,
    { stores, whmcs }: { stores: Stores; whmcs: WhmcsClient },
  ) => {
    app.get(HEALTH_PATH, async () => ({ status: 'ok' }));
    app.get(READY_PATH, async (_request, reply) => {
      const [store, billing] = await Promise.all([
        probe(() => stores.ping(), READY_TIMEOUT_MS),
        probe(() => whmcs.getCurrencies(), READY_TIMEOUT_MS),
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
  },
  { name: 'health' },
);

import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { FaultInjector } from './faults.js';
import type { FaultOutcome } from './faults.js';

/**
 * A call's own work given to `intercept` runs inside its latency (as in a
 * WHMCS whose PHP workers serve concurrent calls side by side), and what it
 * made comes back with the outcome.
 */
describe('FaultInjector: work inside the latency', () => {
  const apps: ReturnType<typeof Fastify>[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  async function routeWith(
    injector: FaultInjector,
    onWork: () => void,
  ): Promise<{
    app: ReturnType<typeof Fastify>;
    outcomes: FaultOutcome<string>[];
  }> {
    const app = Fastify();
    apps.push(app);
    const outcomes: FaultOutcome<string>[] = [];
    app.post('/call', async (request, reply) => {
      const outcome = await injector.intercept(
        'GetClientsDetails',
        request,
        reply,
        () => {
          onWork();
          return 'the answer';
        },
      );
      outcomes.push(outcome);
      return outcome.answered ? reply : { early: outcome.early ?? null };
    });
    await app.ready();
    return { app, outcomes };
  }

  it('runs the work while the call waits, and returns what it made', async () => {
    const injector = new FaultInjector({ latencyMs: 50 });
    const waitingDuringWork: number[] = [];
    const { app } = await routeWith(injector, () =>
      waitingDuringWork.push(injector.waitingCount),
    );
    const reply = await app.inject({ method: 'POST', url: '/call' });
    expect(reply.json()).toEqual({ early: 'the answer' });
    expect(waitingDuringWork).toEqual([1]);
  });

  it('drops the call when it is released after its work, halfway through its latency', async () => {
    const injector = new FaultInjector({ latencyMs: 200 });
    let workDone: () => void = () => undefined;
    const worked = new Promise<void>((resolve) => {
      workDone = resolve;
    });
    const { app, outcomes } = await routeWith(injector, () => workDone());
    const pending = app.inject({ method: 'POST', url: '/call' });
    await worked;
    injector.releaseAll();
    await pending.catch(() => undefined);
    expect(outcomes).toEqual([{ answered: true }]);
    expect(injector.waitingCount).toBe(0);
  });

  it('drops the call released before halfway without doing its work', async () => {
    const injector = new FaultInjector({ latencyMs: 60_000 });
    let ran = false;
    const { app, outcomes } = await routeWith(injector, () => {
      ran = true;
    });
    const pending = app.inject({ method: 'POST', url: '/call' });
    await vi.waitFor(() => expect(injector.waitingCount).toBe(1));
    injector.releaseAll();
    await pending.catch(() => undefined);
    expect(outcomes).toEqual([{ answered: true }]);
    expect(ran).toBe(false);
  });

  it('leaves the work to the caller when there is no latency', async () => {
    const injector = new FaultInjector();
    let ran = false;
    const { app } = await routeWith(injector, () => {
      ran = true;
    });
    const reply = await app.inject({ method: 'POST', url: '/call' });
    expect(reply.json()).toEqual({ early: null });
    expect(ran).toBe(false);
  });

  it('starts the work halfway through the latency, so calls that came in together are all noted first', async () => {
    const injector = new FaultInjector({ latencyMs: 40 });
    let ran = false;
    const ranWhenCalled: boolean[] = [];
    const app = Fastify();
    apps.push(app);
    app.post('/call', async (request, reply) => {
      const pending = injector.intercept(
        'GetClientsDetails',
        request,
        reply,
        () => {
          ran = true;
          return 'the answer';
        },
      );
      ranWhenCalled.push(ran);
      const outcome = await pending;
      return { early: outcome.answered ? null : (outcome.early ?? null) };
    });
    await app.ready();
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    try {
      const reply = await app.inject({ method: 'POST', url: '/call' });
      expect(reply.json()).toEqual({ early: 'the answer' });
      expect(ranWhenCalled).toEqual([false]);
      expect(ran).toBe(true);
      // The latency's timer, and the work's at half of it.
      const delays = timeouts.mock.calls.map(([, ms]) => ms ?? 0);
      const latency = delays.find((ms) => ms > 20 && ms <= 40);
      expect(latency).toBeDefined();
      expect(delays).toContain((latency ?? 0) / 2);
    } finally {
      timeouts.mockRestore();
    }
  });

  it("counts the latency from the call's arrival: time the call spent before its handler is part of it", async () => {
    const latencyMs = 40;
    const injector = new FaultInjector({ latencyMs });
    const app = Fastify();
    apps.push(app);
    // The call is held on this thread for the whole latency before its
    // handler runs, as behind other calls' work.
    app.addHook('onRequest', injector.noteArrival);
    app.addHook('onRequest', (_request, _reply, done) => {
      const heldFrom = performance.now();
      while (performance.now() - heldFrom < latencyMs) {
        // busy on purpose
      }
      done();
    });
    app.post('/call', async (request, reply) => {
      const outcome = await injector.intercept(
        'GetClientsDetails',
        request,
        reply,
      );
      return { answered: outcome.answered };
    });
    await app.ready();
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    try {
      const reply = await app.inject({ method: 'POST', url: '/call' });
      expect(reply.json()).toEqual({ answered: false });
      const delays = timeouts.mock.calls.map(([, ms]) => ms);
      expect(delays).toContain(0);
      expect(delays).not.toContain(latencyMs);
    } finally {
      timeouts.mockRestore();
    }
  });
});

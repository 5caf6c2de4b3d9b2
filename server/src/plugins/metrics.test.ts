import { describe, expect, it } from 'vitest';

import { useSignedInServer } from '../../test/signed-in-server.js';

import { createMetrics, readStoreFigures } from './metrics.js';

// The read cache on, as in production, so the dashboard's answer is kept.
const suite = useSignedInServer({ env: { READ_CACHE_SECONDS: '60' } });

/** The value of one sample of the registry's text, `null` when absent. */
async function sample(name: string): Promise<number | null> {
  const text = await suite.server.metrics.registry.metrics();
  const line = text.split('\n').find((row) => row.startsWith(`${name} `));
  return line === undefined ? null : Number(line.split(' ')[1]);
}

describe('the metrics of the caches', () => {
  it('show what the read cache holds once the dashboard was read, by entries and bytes, and its evictions', async () => {
    const answer = await suite.demo.post('/dashboard/api/allData', {});
    expect(answer.status).toBe(200);

    await readStoreFigures(suite.server.metrics, suite.server.stores);
    expect(await sample('members_cache_entries{cache="read"}')).toBe(1);
    // The kept answer is the one sent (its JSON), give or take its envelope.
    expect(await sample('members_cache_bytes{cache="read"}')).toBeGreaterThan(
      JSON.stringify(answer.body).length / 2,
    );
    expect(await sample('members_cache_evictions_total{cache="read"}')).toBe(0);
    // The compressed answers kept are measured the same way.
    expect(
      await sample('members_cache_bytes{cache="compressed"}'),
    ).not.toBeNull();
    expect(await sample('members_sessions_active')).toBeGreaterThanOrEqual(1);
  });

  it('count each eviction once, however often they are read', async () => {
    const metrics = createMetrics();
    const evictions = async () =>
      (await metrics.cacheEvictions.get()).values[0]?.value;
    metrics.recordCaches({ read: { entries: 5, bytes: 50, evictions: 3 } });
    metrics.recordCaches({ read: { entries: 5, bytes: 50, evictions: 3 } });
    expect(await evictions()).toBe(3);
    metrics.recordCaches({ read: { entries: 4, bytes: 40, evictions: 7 } });
    expect(await evictions()).toBe(7);
    expect((await metrics.cacheBytes.get()).values[0]?.value).toBe(40);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { systemClock } from '../clock.js';
import { DEMO_CREDENTIALS } from '../constants.js';
import { startEmulator } from '../index.js';
import type { RunningEmulator } from '../index.js';

const ADMIN_HEADERS = {
  'x-emulator-identifier': DEMO_CREDENTIALS.identifier,
  'x-emulator-secret': DEMO_CREDENTIALS.secret,
  'content-type': 'application/json',
};

const LINE = { username: 'demo_premium', password: 'kT4wZ9pQ2mVx' };

let emulator: RunningEmulator;
/** The emulator's clock, moved by the tests. */
let nowMs = systemClock();

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, now: () => nowMs });
});
afterAll(async () => {
  await emulator.close();
});
beforeEach(() => {
  emulator.panel.resetFaults();
  emulator.panel.resetCalls();
  emulator.panel.resetCatalogue();
  nowMs = systemClock();
});

async function ask(
  params: Record<string, string>,
  line: { username: string; password: string } = LINE,
): Promise<unknown> {
  const url = new URL('/player_api.php', emulator.url);
  url.search = new URLSearchParams({ ...line, ...params }).toString();
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return response.json();
}

type Row = Record<string, unknown>;

describe('the panel’s live actions', () => {
  it('lists 10 000 channels over 60 categories, ids as text and numbers as numbers', async () => {
    const categories = (await ask({ action: 'get_live_categories' })) as Row[];
    expect(categories).toHaveLength(60);
    expect(categories[0]).toEqual({
      category_id: '1',
      category_name: 'UK | News',
      parent_id: 0,
    });
    const streams = (await ask({ action: 'get_live_streams' })) as Row[];
    expect(streams).toHaveLength(10_000);
    expect(streams[0]).toMatchObject({
      num: 1,
      stream_type: 'live',
      category_id: '1',
      tv_archive: 1,
      tv_archive_duration: '1',
    });
    expect(typeof streams[0]?.['stream_id']).toBe('number');
    expect(typeof streams[0]?.['added']).toBe('string');
    const names = streams.map((stream) => stream['name']);
    expect(names).toContain('Tom & Jerry Classics HD');
    expect(names).toContain('<script>alert(1)</script> Promo');
    expect(names).toContain('Первый канал HD');
    expect(streams.some((stream) => stream['epg_channel_id'] === null)).toBe(
      true,
    );
    expect(streams.some((stream) => stream['tv_archive'] === 0)).toBe(true);
    expect(emulator.panel.calls('demo_premium', 'get_live_streams')).toBe(1);
    expect(emulator.panel.calls('demo_premium', 'get_live_categories')).toBe(1);
    // The login answer's count stays apart.
    expect(emulator.panel.calls('demo_premium')).toBe(0);
  });

  it('lists one category’s channels', async () => {
    const streams = (await ask({
      action: 'get_live_streams',
      category_id: '7',
    })) as Row[];
    expect(streams.length).toBeGreaterThan(100);
    expect(streams.every((stream) => stream['category_id'] === '7')).toBe(true);
  });

  it('answers the short guide from the clock: base64 titles, times as text, the next 24 hours', async () => {
    emulator.panel.setCatalogueSize({ channels: 20, categories: 3 });
    const streams = (await ask({ action: 'get_live_streams' })) as Row[];
    const guided = streams.find((stream) => stream['epg_channel_id'] !== null);
    const streamId = String(guided?.['stream_id']);
    const { epg_listings: listings } = (await ask({
      action: 'get_short_epg',
      stream_id: streamId,
      limit: '2',
    })) as { epg_listings: Row[] };
    expect(listings).toHaveLength(2);
    const [now, next] = listings;
    const nowSeconds = Math.floor(nowMs / 1000);
    expect(Number(now?.['start_timestamp'])).toBeLessThanOrEqual(nowSeconds);
    expect(Number(now?.['stop_timestamp'])).toBeGreaterThan(nowSeconds);
    expect(next?.['start_timestamp']).toBe(now?.['stop_timestamp']);
    expect(typeof now?.['start_timestamp']).toBe('string');
    const title = Buffer.from(String(now?.['title']), 'base64').toString();
    expect(title.length).toBeGreaterThan(0);
    expect(now?.['channel_id']).toBe(guided?.['epg_channel_id']);

    // An hour on, the guide has moved with the clock.
    nowMs += 3 * 3_600_000;
    const later = (await ask({
      action: 'get_short_epg',
      stream_id: streamId,
      limit: '100',
    })) as { epg_listings: Row[] };
    const laterSeconds = Math.floor(nowMs / 1000);
    const starts = later.epg_listings.map((row) =>
      Number(row['start_timestamp']),
    );
    expect(starts[0]).toBeLessThanOrEqual(laterSeconds);
    expect(Math.max(...starts)).toBeLessThan(laterSeconds + 24 * 3_600);
    expect(emulator.panel.calls('demo_premium', 'get_short_epg')).toBe(2);
  });

  it('answers no guide for a channel without epg_channel_id or one it does not carry', async () => {
    emulator.panel.setCatalogueSize({ channels: 20, categories: 3 });
    const streams = (await ask({ action: 'get_live_streams' })) as Row[];
    const unguided = streams.find(
      (stream) => stream['epg_channel_id'] === null,
    );
    expect(
      await ask({
        action: 'get_short_epg',
        stream_id: String(unguided?.['stream_id']),
      }),
    ).toEqual({ epg_listings: [] });
    expect(await ask({ action: 'get_short_epg', stream_id: '1' })).toEqual({
      epg_listings: [],
    });
  });

  it('refuses wrong credentials with auth 0 and sends numbers as numbers on the switch', async () => {
    expect(
      await ask(
        { action: 'get_live_streams' },
        { username: 'demo_premium', password: 'wrong' },
      ),
    ).toEqual({ user_info: { auth: 0 } });
    emulator.panel.setFaults({ numbers: 'numbers' });
    emulator.panel.setCatalogueSize({ channels: 5, categories: 2 });
    const streams = (await ask({ action: 'get_live_streams' })) as Row[];
    expect(streams[0]).toMatchObject({
      category_id: 1,
      tv_archive_duration: 1,
    });
  });

  it('carries nothing for a line that is not Active on the panel', async () => {
    expect(
      await ask(
        { action: 'get_live_streams' },
        { username: 'demo_bedroom', password: 'c7RnX2wQe4Lt' },
      ),
    ).toEqual([]);
  });

  it('applies the fault switches to the live actions', async () => {
    emulator.panel.setFaults({ errorKind: 'http' });
    const url = new URL('/player_api.php', emulator.url);
    url.search = new URLSearchParams({
      ...LINE,
      action: 'get_live_streams',
    }).toString();
    expect((await fetch(url)).status).toBe(503);
    expect(emulator.panel.calls('demo_premium', 'get_live_streams')).toBe(1);
  });

  it('resizes the list and counts calls per action through the admin routes', async () => {
    const base = new URL('/_emulator/panel/', emulator.url);
    const resized = await fetch(new URL('catalogue', base), {
      method: 'PUT',
      headers: ADMIN_HEADERS,
      body: JSON.stringify({ channels: 12, categories: 4 }),
    });
    expect(await resized.json()).toEqual({ channels: 12, categories: 4 });
    expect((await ask({ action: 'get_live_streams' })) as Row[]).toHaveLength(
      12,
    );
    const calls = await fetch(
      new URL('calls?username=demo_premium&action=get_live_streams', base),
      { headers: ADMIN_HEADERS },
    );
    expect(await calls.json()).toEqual({ calls: 1 });
    const refused = await fetch(new URL('catalogue', base), {
      method: 'PUT',
      headers: ADMIN_HEADERS,
      body: JSON.stringify({ channels: -1 }),
    });
    expect(refused.status).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callOk, pinnedClock } from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import { DEMO_CREDENTIALS } from '../constants.js';
import type { Emulator } from '../options.js';

const ADMIN = {
  'x-emulator-identifier': DEMO_CREDENTIALS.identifier,
  'x-emulator-secret': DEMO_CREDENTIALS.secret,
};

describe('network issues: feed, GetStats and admin routes', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await buildEmulator({
      now: pinnedClock,
      seedDate: '2026-11-28',
    });
  });
  afterAll(async () => {
    await emulator.close();
  });

  const feed = () =>
    emulator.app.inject({ method: 'GET', url: '/networkissuesrss.php' });

  it('serves the unresolved issues as WHMCS writes the feed: no resolved one, no status', async () => {
    const reply = await feed();
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('application/rss+xml');
    expect(reply.body).toContain('<rss version="2.0"');
    expect(reply.body).toContain(
      '<title>Planned maintenance of the programme guide</title>',
    );
    expect(reply.body).toContain(
      '<pubDate>Fri, 04 Dec 2026 03:00:00 +0000</pubDate>',
    );
    expect(reply.body).toContain('networkissues.php?view=nid2');
    expect(reply.body).not.toContain('EU-1 streams buffering');
    expect(reply.body).not.toContain('Scheduled');
  });

  it('opens and resolves an issue through the admin routes; GetStats counts it', async () => {
    expect((await callOk(emulator, 'GetStats')).networkissues_open).toBe(0);
    const opened = await emulator.app.inject({
      method: 'POST',
      url: '/_emulator/network-issues',
      headers: ADMIN,
      payload: {
        title: 'Outage <b>EU</b>',
        description: '<p>Down</p>',
        status: 'Outage',
      },
    });
    expect(opened.statusCode).toBe(200);
    const { id } = opened.json<{ id: number }>();
    expect((await callOk(emulator, 'GetStats')).networkissues_open).toBe(1);
    expect((await feed()).body).toContain(
      '<title>Outage &lt;b&gt;EU&lt;/b&gt;</title>',
    );
    const resolved = await emulator.app.inject({
      method: 'POST',
      url: `/_emulator/network-issues/${id}/resolve`,
      headers: ADMIN,
    });
    expect(resolved.statusCode).toBe(200);
    expect((await callOk(emulator, 'GetStats')).networkissues_open).toBe(0);
    const missing = await emulator.app.inject({
      method: 'POST',
      url: '/_emulator/network-issues/999/resolve',
      headers: ADMIN,
    });
    expect(missing.statusCode).toBe(404);
    const refused = await emulator.app.inject({
      method: 'POST',
      url: '/_emulator/network-issues',
      payload: { title: 'x' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('answers 404 with the feed switched off, and counts every read', async () => {
    const before = emulator.networkIssuesFeedReads();
    await emulator.app.inject({
      method: 'PUT',
      url: '/_emulator/network-issues/feed',
      headers: ADMIN,
      payload: { enabled: false },
    });
    expect((await feed()).statusCode).toBe(404);
    await emulator.app.inject({
      method: 'PUT',
      url: '/_emulator/network-issues/feed',
      headers: ADMIN,
      payload: { enabled: true },
    });
    expect((await feed()).statusCode).toBe(200);
    expect(emulator.networkIssuesFeedReads()).toBe(before + 2);
  });
});

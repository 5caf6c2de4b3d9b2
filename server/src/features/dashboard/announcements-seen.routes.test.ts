import { randomUUID } from 'node:crypto';

import { allDataResponseSchema, errorEnvelopeSchema } from '@members/contract';
import { DEMO_ACCOUNTS } from '@members/whmcs-emulator';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';

import { describeEndpointBehaviour } from '../../../test/endpoint-behaviour.js';
import { expectRefused } from '../../../test/expect-error.js';
import type { TestBrowser } from '../../../test/http-client.js';
import { DEMO, signedInBrowser } from '../../../test/sign-in.js';
import { useSignedInServer } from '../../../test/signed-in-server.js';
import { closedPort } from '../../../test/start-server-process.js';
import { createRedisStores } from '../../stores/redis/redis-stores.js';

import {
  ANNOUNCEMENTS_SEEN_TTL_MS,
  readAnnouncementsSeen,
} from './announcements-seen.service.js';

// With the read cache on, as in production: the dashboard (allData) is read
// from it, so a mark that only showed after the cache ran out would show.
const suite = useSignedInServer({
  withOther: true,
  env: { READ_CACHE_SECONDS: '60' },
});

const API = '/dashboard/api';
const MARK = `${API}/markAnnouncementsSeen`;
const OTHER_CLIENT = DEMO_ACCOUNTS[1].clientId;

async function dashboardOf(browser: TestBrowser) {
  const response = await browser.post(`${API}/allData`, {});
  expect(response.status).toBe(200);
  return allDataResponseSchema.parse(response.body);
}

/** The mark allData answers for the customer of `browser`. */
async function seenUpToOf(browser: TestBrowser): Promise<string | null> {
  const { announcementsSeenUpTo } = await dashboardOf(browser);
  expect(announcementsSeenUpTo).not.toBeUndefined();
  return announcementsSeenUpTo ?? null;
}

/** The demo's announcement dates, newest first (at least two). */
async function announcementDates(): Promise<string[]> {
  const { announcementsData } = await dashboardOf(suite.demo);
  const dates = (announcementsData ?? [])
    .map((announcement) => announcement.date)
    .filter((date): date is string => date !== null);
  expect(dates.length).toBeGreaterThanOrEqual(2);
  return dates.sort().reverse();
}

/** GetInvoices calls the server made so far: one per dashboard loaded from WHMCS. */
async function dashboardLoads(): Promise<number> {
  const text = await suite.server.metrics.registry.metrics();
  return text
    .split('\n')
    .filter(
      (line) =>
        line.startsWith('members_whmcs_call_duration_seconds_count') &&
        line.includes('action="GetInvoices"'),
    )
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

/** A mark later than every one written before it (and than any announcement). */
let marks = 0;
function laterDate(): string {
  marks += 1;
  const [minutes, seconds] = [Math.floor(marks / 60), marks % 60].map((part) =>
    String(part).padStart(2, '0'),
  );
  return `2099-01-01T00:${minutes}:${seconds}`;
}

describe('the announcements a customer has seen', () => {
  it('are marked up to a date, read back in allData, for that customer only', async () => {
    const [newest, older] = await announcementDates();
    const otherBefore = await seenUpToOf(suite.other);
    const marked = await suite.demo.post(MARK, { date: newest });
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({
      error: false,
      announcementsSeenUpTo: newest,
    });
    expect(await seenUpToOf(suite.demo)).toBe(newest);
    // The other customer's mark is their own: unchanged, and theirs to move.
    expect(await seenUpToOf(suite.other)).toBe(otherBefore);
    expect(otherBefore).toBeNull();
    const otherMarked = await suite.other.post(MARK, { date: older });
    expect(otherMarked.status).toBe(200);
    expect(await seenUpToOf(suite.other)).toBe(older);
    expect(await seenUpToOf(suite.demo)).toBe(newest);
    expect(
      await suite.server.stores.announcementsSeen.get(
        OTHER_CLIENT,
        ANNOUNCEMENTS_SEEN_TTL_MS,
      ),
    ).toBe(older);
  });

  it('is shown at once, though the dashboard itself is served from the read cache', async () => {
    await dashboardOf(suite.demo);
    const loads = await dashboardLoads();
    expect(loads).toBeGreaterThan(0);
    const date = laterDate();
    expect(await seenUpToOf(suite.demo)).not.toBe(date);
    expect((await suite.demo.post(MARK, { date })).status).toBe(200);
    expect(await seenUpToOf(suite.demo)).toBe(date);
    // Neither read loaded the dashboard from WHMCS again.
    expect(await dashboardLoads()).toBe(loads);
  });

  it('survives signing out: a new session of the customer reads the same mark', async () => {
    const date = laterDate();
    const { browser } = await signedInBrowser(suite.server, DEMO);
    expect((await browser.post(MARK, { date })).status).toBe(200);
    expect((await browser.post(`${API}/logout`, {})).status).toBe(200);
    expect((await browser.post(`${API}/allData`, {})).status).toBe(401);
    const { browser: again } = await signedInBrowser(suite.server, DEMO);
    expect(await seenUpToOf(again)).toBe(date);
  });

  it('never goes back: an older date is ignored and the answer says the mark kept', async () => {
    const [, older] = await announcementDates();
    const date = laterDate();
    expect((await suite.demo.post(MARK, { date })).status).toBe(200);
    const back = await suite.demo.post(MARK, { date: older });
    expect(back.status).toBe(200);
    expect(back.body).toEqual({ error: false, announcementsSeenUpTo: date });
    expect(await seenUpToOf(suite.demo)).toBe(date);
  });

  it('refuses what is not a date and time as announcements have them, and keeps the mark', async () => {
    const refusals: unknown[] = [
      '2026-11-18',
      '2026-11-18 10:00:00',
      '2026-11-18T10:00',
      '2026-11-18T10:00:00.000',
      '2026-11-18T10:00:00Z',
      '2026-02-30T10:00:00',
      '',
      null,
      20261118,
      undefined,
    ];
    let control = '';
    for (const date of refusals) {
      const refused = await expectRefused(
        () => suite.demo.post(MARK, { date }),
        () => {
          control = laterDate();
          return suite.demo.post(MARK, { date: control });
        },
        400,
        'VALIDATION',
      );
      const envelope = errorEnvelopeSchema.parse(JSON.parse(refused.text));
      expect(new Set(envelope.issues?.map((issue) => issue.path))).toEqual(
        new Set(['date']),
      );
      expect(await seenUpToOf(suite.demo)).toBe(control);
    }
  });

  it('replays the first answer for a repeated Idempotency-Key, even after the mark moved on', async () => {
    const first = laterDate();
    const headers = { 'idempotency-key': `mark-${randomUUID()}` };
    const once = await suite.demo.post(MARK, { date: first }, { headers });
    expect(once.body).toEqual({ error: false, announcementsSeenUpTo: first });
    const next = laterDate();
    expect((await suite.demo.post(MARK, { date: next })).status).toBe(200);
    const repeat = await suite.demo.post(MARK, { date: first }, { headers });
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    // Run again, it would have answered the newer mark.
    expect(repeat.body).toEqual(once.body);
    expect(await seenUpToOf(suite.demo)).toBe(next);
  });
});

describeEndpointBehaviour(suite, {
  endpoint: 'markAnnouncementsSeen',
  valid: () => ({ date: laterDate() }),
  invalid: { input: { date: '2026-11-18' }, path: 'date' },
});

describe('a store that cannot answer', () => {
  it('leaves the mark out of allData instead of failing the dashboard', async () => {
    const warnings: string[] = [];
    const logger = {
      warn: (_data: object, message: string) => warnings.push(message),
    };
    // A store that answers gives the mark (null for none yet).
    expect(
      await readAnnouncementsSeen({ stores: suite.server.stores, logger }, 1),
    ).toHaveProperty('announcementsSeenUpTo');
    expect(warnings).toEqual([]);
    const dead = new Redis(`redis://127.0.0.1:${await closedPort()}`, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    try {
      const stores = createRedisStores({ redis: dead, prefix: 'test:dead:' });
      expect(await readAnnouncementsSeen({ stores, logger }, 1)).toEqual({});
      expect(warnings).toEqual(['announcements mark could not be read']);
    } finally {
      dead.disconnect();
    }
  });
});

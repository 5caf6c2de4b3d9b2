import { billingDay, daysBetween, ENDPOINT_ROUTES } from '@members/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DAY_MS } from '../src/lib/time.js';

import { signedInBrowser } from './sign-in.js';
import { startTestServer } from './start-test-server.js';
import type { TestServer } from './start-test-server.js';

/** A date or date-time at the start of a text, as WHMCS and the contract write them. */
const DATED = /^(\d{4}-\d{2}-\d{2})([ T].*)?$/;

/** A month `YYYY-MM`: a card's expiry. */
const MONTH = /^(\d{4})-(\d{2})$/;

/** Months from `today`'s month to a `YYYY-MM` month. */
function monthsFrom(today: string, year: number, month: number): number {
  const [thisYear, thisMonth] = today.split('-').map(Number) as [
    number,
    number,
  ];
  return (year - thisYear) * 12 + (month - thisMonth);
}

/**
 * An answer with every date replaced by its distance from `today` in days
 * (`today+48`, `today-1 19:38:21`), the time of day kept, and every month
 * (a card's expiry) by its distance from today's month: two answers of the
 * same story told on different days are then equal.
 */
function relativeTo(today: string, value: unknown): unknown {
  if (typeof value === 'string') {
    const month = MONTH.exec(value);
    if (month) {
      const months = monthsFrom(today, Number(month[1]), Number(month[2]));
      return `thisMonth${months < 0 ? '' : '+'}${months}`;
    }
    const match = DATED.exec(value);
    if (!match) {
      return value;
    }
    const days = daysBetween(today, match[1] ?? '');
    return `today${days < 0 ? '' : '+'}${days}${match[2] ?? ''}`;
  }
  if (Array.isArray(value)) {
    return value.map((item) => relativeTo(today, item));
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        relativeTo(today, item),
      ]),
    );
  }
  return value;
}

/** Every date in an answer, for counting them. */
function datesIn(value: unknown): string[] {
  if (typeof value === 'string') {
    return DATED.test(value) ? [value] : [];
  }
  if (Array.isArray(value)) {
    return value.flatMap(datesIn);
  }
  if (value !== null && typeof value === 'object') {
    return Object.values(value).flatMap(datesIn);
  }
  return [];
}

/**
 * The answer without the announcements' words: the maintenance notice names
 * its day in words ("12 October"), which moves with the seed day as it should.
 */
function withoutWords(data: unknown): unknown {
  const { announcementsData, ...rest } = data as {
    announcementsData: { title: string; body: string }[];
  };
  return {
    ...rest,
    announcementsData: announcementsData.map(
      ({ title: _title, body: _body, ...dated }) => dated,
    ),
  };
}

async function demoAllData(server: TestServer): Promise<unknown> {
  const { browser } = await signedInBrowser(server);
  const response = await browser.post(ENDPOINT_ROUTES.allData.path, {});
  expect(response.status, response.text).toBe(200);
  return response.body;
}

describe('the demo on any day', () => {
  const now = Date.now();
  const later = now + 200 * DAY_MS;
  let today: TestServer;
  let inTwoHundredDays: TestServer;

  beforeAll(async () => {
    [today, inTwoHundredDays] = await Promise.all([
      startTestServer({ startAt: now }),
      startTestServer({ startAt: later }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([today.close(), inTwoHundredDays.close()]);
  });

  it('tells the same story 200 days later: every date of allData as far from that day, every status the same', async () => {
    const [first, second] = await Promise.all([
      demoAllData(today),
      demoAllData(inTwoHundredDays),
    ]);
    expect(today.emulator.seedDate).toBe(billingDay(now));
    expect(inTwoHundredDays.emulator.seedDate).toBe(billingDay(later));
    // The demo customer's dashboard is full of dates: none may be left out.
    expect(datesIn(first).length).toBeGreaterThanOrEqual(40);
    expect(relativeTo(billingDay(later), withoutWords(second))).toEqual(
      relativeTo(billingDay(now), withoutWords(first)),
    );
  });
});

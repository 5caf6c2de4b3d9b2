import { billingDay, EARLY_ALL_DATA_KEY } from '@members/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeAllData } from '@/testing/fixtures';
import { now, syncWithServer } from '@/utils/clock';

import { ApiError, onUnauthenticated, takeEarlyAllData } from './api-client';

function answer(
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    }),
  );
}

afterEach(() => {
  Reflect.deleteProperty(window, EARLY_ALL_DATA_KEY);
});

describe('takeEarlyAllData', () => {
  it('is null when the page asked for nothing', () => {
    expect(takeEarlyAllData()).toBeNull();
  });

  it("reads the page's own all-data answer once: a later call asks again", async () => {
    const allData = makeAllData();
    window[EARLY_ALL_DATA_KEY] = answer(allData);
    await expect(takeEarlyAllData()).resolves.toEqual(allData);
    expect(takeEarlyAllData()).toBeNull();
  });

  it('turns an error envelope into the API error, and a lost session tells who listens', async () => {
    const heard: string[] = [];
    const stop = onUnauthenticated((error) => heard.push(error.code));
    window[EARLY_ALL_DATA_KEY] = answer(
      { error: true, code: 'UNAUTHENTICATED', message: 'Sign in again' },
      401,
    );
    const failure = await takeEarlyAllData()?.catch((error: unknown) => error);
    stop();
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    expect(heard).toEqual(['UNAUTHENTICATED']);
  });

  it('turns a failed network into NETWORK and a timeout into TIMEOUT', async () => {
    window[EARLY_ALL_DATA_KEY] = Promise.reject(new TypeError('offline'));
    await expect(takeEarlyAllData()).rejects.toMatchObject({
      code: 'NETWORK',
    });
    window[EARLY_ALL_DATA_KEY] = Promise.reject(
      new DOMException('too slow', 'TimeoutError'),
    );
    await expect(takeEarlyAllData()).rejects.toMatchObject({
      code: 'TIMEOUT',
    });
  });
});

describe("the server's time", () => {
  afterEach(() => {
    vi.useRealTimers();
    // The device's own time again: no skew left for the next test.
    syncWithServer(new Date().toUTCString());
  });

  it('sets the clock by the Date of an answer when the device is more than a minute off', async () => {
    // A TV box that booted on an old date: the server says it is 28 November.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Date.parse('2026-03-01T10:00:00Z'));
    window[EARLY_ALL_DATA_KEY] = answer(makeAllData(), 200, {
      date: 'Sat, 28 Nov 2026 23:30:00 GMT',
    });
    await takeEarlyAllData();
    expect(billingDay(now())).toBe('2026-11-28');
    expect(billingDay(now(), 'Europe/Berlin')).toBe('2026-11-29');

    // Off by seconds only: the device's own clock, to the millisecond.
    window[EARLY_ALL_DATA_KEY] = answer(makeAllData(), 200, {
      date: new Date(Date.now() + 20_000).toUTCString(),
    });
    await takeEarlyAllData();
    expect(now() - Date.now()).toBe(0);
  });
});

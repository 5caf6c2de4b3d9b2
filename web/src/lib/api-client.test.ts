import { EARLY_ALL_DATA_KEY } from '@members/contract';
import { afterEach, describe, expect, it } from 'vitest';

import { makeAllData } from '@/testing/fixtures';

import { ApiError, onUnauthenticated, takeEarlyAllData } from './api-client';

function answer(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
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

import { createHash } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callApi, callOk } from '../test/helpers.js';

import { buildEmulator } from './app.js';
import type { Emulator } from './options.js';

describe('POST /includes/api.php', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await buildEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('refuses calls without credentials with 403 Authentication Failed', async () => {
    const result = await callApi(
      emulator,
      { action: 'GetCurrencies' },
      { withCredentials: false },
    );
    expect(result.status).toBe(403);
    expect(result.body).toEqual({
      result: 'error',
      message: 'Authentication Failed',
    });
  });

  it('refuses a wrong secret', async () => {
    const result = await callApi(
      emulator,
      {
        action: 'GetCurrencies',
        identifier: 'demo-identifier',
        secret: 'nope',
      },
      { withCredentials: false },
    );
    expect(result.status).toBe(403);
    expect(result.body.message).toBe('Authentication Failed');
  });

  it('checks credentials before the action name', async () => {
    const result = await callApi(
      emulator,
      { action: 'NoSuchAction' },
      { withCredentials: false },
    );
    expect(result.status).toBe(403);
  });

  it('accepts the pair in username/password, also with an MD5 password', async () => {
    for (const password of [
      'demo-secret',
      createHash('md5').update('demo-secret').digest('hex'),
    ]) {
      const result = await callApi(
        emulator,
        { action: 'GetCurrencies', username: 'demo-identifier', password },
        { withCredentials: false },
      );
      expect(result.body.result).toBe('success');
    }
  });

  it('answers Command Not Found with HTTP 200 for unknown actions', async () => {
    const result = await callApi(emulator, { action: 'GetEverything' });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      result: 'error',
      message: 'Command Not Found',
    });
  });

  it('matches action names case-insensitively', async () => {
    const body = await callOk(emulator, 'getcurrencies');
    expect(body.totalresults).toBe('2');
    await callOk(emulator, 'GETCLIENTSPRODUCTS', { clientid: 1 });
  });

  it('answers JSON with PHP-style escaped slashes', async () => {
    const result = await callApi(emulator, {
      action: 'GetClientsDetails',
      clientid: 1,
    });
    expect(result.contentType).toContain('application/json');
    expect(result.raw).toContain('https:\\/\\/reseller.demo-customer.example');
    expect(result.body.client.customfields1).toBe(
      'https://reseller.demo-customer.example/welcome',
    );
  });

  it('also takes a JSON body', async () => {
    const response = await emulator.app.inject({
      method: 'POST',
      url: '/includes/api.php',
      payload: {
        action: 'GetClientsProducts',
        identifier: 'demo-identifier',
        secret: 'demo-secret',
        clientid: 2,
      },
    });
    expect(JSON.parse(response.body).totalresults).toBe('1');
  });
});

describe('access key', () => {
  it('requires a matching accesskey when one is configured', async () => {
    const emulator = await buildEmulator({
      seed: 'none',
      credentials: {
        identifier: 'id-1',
        secret: 'secret-1',
        accessKey: 'key!@#',
      },
    });
    const call = (fields: Record<string, string>) =>
      emulator.app.inject({
        method: 'POST',
        url: '/includes/api.php',
        payload: new URLSearchParams({
          action: 'GetCurrencies',
          identifier: 'id-1',
          secret: 'secret-1',
          ...fields,
        }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const missing = await call({});
    expect(missing.statusCode).toBe(403);
    expect(JSON.parse(missing.body).message).toBe('Invalid Access Key');
    const wrong = await call({ accesskey: 'other' });
    expect(JSON.parse(wrong.body).message).toBe('Invalid Access Key');
    const right = await call({ accesskey: 'key!@#' });
    expect(JSON.parse(right.body).result).toBe('success');
    const badSecret = await call({ accesskey: 'key!@#', secret: 'x' });
    expect(JSON.parse(badSecret.body).message).toBe('Authentication Failed');
    await emulator.close();
  });
});

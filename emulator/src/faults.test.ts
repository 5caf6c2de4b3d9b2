import { afterEach, describe, expect, it } from 'vitest';

import { callApi } from '../test/helpers.js';

import { buildEmulator, startEmulator } from './app.js';
import { DEFAULT_FAULTS } from './fault-settings.js';
import { PHP_NOTICES } from './faults.js';
import type { Emulator } from './options.js';

describe('faults', () => {
  const opened: Emulator[] = [];
  const open = async (
    options: Parameters<typeof buildEmulator>[0] = {},
  ): Promise<Emulator> => {
    const emulator = await buildEmulator(options);
    opened.push(emulator);
    return emulator;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((emulator) => emulator.close()));
  });

  it("answers WHMCS's generic error for errorKind whmcs", async () => {
    const emulator = await open({
      faults: { errorRate: 1, errorKind: 'whmcs' },
    });
    const result = await callApi(emulator, { action: 'GetCurrencies' });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      result: 'error',
      message: 'An unexpected error occurred',
    });
  });

  it('answers HTTP 500 with a text body for errorKind http', async () => {
    const emulator = await open({
      faults: { errorRate: 1, errorKind: 'http' },
    });
    const result = await callApi(emulator, { action: 'GetCurrencies' });
    expect(result.status).toBe(500);
    expect(result.contentType).toContain('text/plain');
    expect(result.raw).toBe('Internal Server Error');
  });

  it('answers a PHP error page for errorKind html', async () => {
    const emulator = await open({
      faults: { errorRate: 1, errorKind: 'html' },
    });
    const result = await callApi(emulator, { action: 'GetCurrencies' });
    expect(result.status).toBe(200);
    expect(result.contentType).toContain('text/html');
    expect(result.raw).toContain('<b>Fatal error</b>');
  });

  it('answers truncated JSON for errorKind garbage', async () => {
    const emulator = await open({
      faults: { errorRate: 1, errorKind: 'garbage' },
    });
    const result = await callApi(emulator, { action: 'GetCurrencies' });
    expect(result.status).toBe(200);
    expect(result.contentType).toContain('application/json');
    expect(() => JSON.parse(result.raw) as unknown).toThrow();
  });

  it('prints a PHP warning before the real reply for errorKind notice', async () => {
    const emulator = await open({
      faults: { errorRate: 1, errorKind: 'notice' },
    });
    const result = await callApi(emulator, { action: 'GetCurrencies' });
    expect(result.status).toBe(200);
    expect(result.contentType).toContain('application/json');
    const notice = PHP_NOTICES.find((text) => result.raw.startsWith(text));
    expect(notice, result.raw).toBeDefined();
    const reply = JSON.parse(result.raw.slice(notice?.length)) as {
      result: string;
      totalresults: string;
    };
    expect(reply).toMatchObject({ result: 'success', totalresults: '2' });
  });

  it("knows both of PHP's display formats for notices", () => {
    expect(PHP_NOTICES).toContain(
      '\nWarning: Undefined array key "x" in /home/whmcs/public_html/includes/hooks/custom.php on line 12\n',
    );
    expect(PHP_NOTICES).toContain(
      '<br />\n<b>Warning</b>:  Undefined array key "x" in <b>/home/whmcs/public_html/includes/hooks/custom.php</b> on line <b>12</b><br />\n',
    );
  });

  it('puts a UTF-8 BOM before the real reply for errorKind bom', async () => {
    const emulator = await open({
      faults: { errorRate: 1, errorKind: 'bom', actions: ['GetCurrencies'] },
    });
    const response = await emulator.app.inject({
      method: 'POST',
      url: '/includes/api.php',
      payload: {
        action: 'GetCurrencies',
        identifier: 'demo-identifier',
        secret: 'demo-secret',
      },
    });
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(
      JSON.parse(bytes.subarray(3).toString('utf8')) as { result: string },
    ).toMatchObject({ result: 'success' });
    const other = await callApi(emulator, { action: 'GetClientGroups' });
    expect(other.raw.startsWith('{')).toBe(true);
  });

  it('keeps the junk in front of error replies too', async () => {
    const emulator = await open({
      faults: { errorRate: 1, errorKind: 'bom' },
    });
    const result = await callApi(
      emulator,
      { action: 'GetCurrencies' },
      { withCredentials: false },
    );
    expect(result.status).toBe(403);
    expect(result.raw).toBe(
      '\uFEFF{"result":"error","message":"Authentication Failed"}',
    );
  });

  it('applies only to the listed actions, case-insensitively', async () => {
    const emulator = await open();
    emulator.setFaults({
      errorRate: 1,
      errorKind: 'http',
      actions: ['getinvoices'],
    });
    expect((await callApi(emulator, { action: 'GetInvoices' })).status).toBe(
      500,
    );
    expect((await callApi(emulator, { action: 'GetCurrencies' })).status).toBe(
      200,
    );
    emulator.resetFaults();
    expect(emulator.faults()).toEqual(DEFAULT_FAULTS);
    expect((await callApi(emulator, { action: 'GetInvoices' })).status).toBe(
      200,
    );
  });

  it('delays answers by latency (+ jitter)', async () => {
    const emulator = await open({ faults: { latencyMs: 150, jitterMs: 20 } });
    const started = Date.now();
    const result = await callApi(emulator, { action: 'GetCurrencies' });
    expect(result.body.result).toBe('success');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('refuses invalid settings', async () => {
    const emulator = await open();
    expect(() => emulator.setFaults({ errorRate: 2 })).toThrow(/errorRate/);
    expect(() => emulator.setFaults({ errorKind: 'boom' as never })).toThrow(
      /errorKind/,
    );
    expect(() => emulator.setFaults({ latencyMs: -1 })).toThrow(/latencyMs/);
    expect(emulator.faults()).toEqual(DEFAULT_FAULTS);
  });

  it('releases hanging injected requests on close', async () => {
    const emulator = await buildEmulator({ faults: { hang: true } });
    const pending = callApi(emulator, { action: 'GetCurrencies' }).then(
      () => 'answered',
      () => 'dropped',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await emulator.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await pending).toBe('dropped');
  });

  it('drops hanging HTTP requests on close, quickly', async () => {
    const emulator = await startEmulator({
      faults: { hang: true, actions: ['GetInvoices'] },
    });
    const form = (action: string) =>
      new URLSearchParams({
        action,
        identifier: 'demo-identifier',
        secret: 'demo-secret',
      });
    const ok = await fetch(`${emulator.url}/includes/api.php`, {
      method: 'POST',
      body: form('GetCurrencies'),
    });
    expect(ok.status).toBe(200);
    const hanging = fetch(`${emulator.url}/includes/api.php`, {
      method: 'POST',
      body: form('GetInvoices'),
    }).then(
      () => 'answered',
      () => 'dropped',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await emulator.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await hanging).toBe('dropped');
  });
});

describe('/_emulator/faults', () => {
  it('accepts the notice and bom kinds and refuses unknown kinds', async () => {
    const emulator = await buildEmulator({ seed: 'none' });
    const headers = {
      'x-emulator-identifier': 'demo-identifier',
      'x-emulator-secret': 'demo-secret',
    };
    for (const errorKind of ['notice', 'bom']) {
      const put = await emulator.app.inject({
        method: 'PUT',
        url: '/_emulator/faults',
        headers,
        payload: { errorKind },
      });
      expect(put.statusCode).toBe(200);
      expect(put.json().errorKind).toBe(errorKind);
    }
    const bad = await emulator.app.inject({
      method: 'PUT',
      url: '/_emulator/faults',
      headers,
      payload: { errorKind: 'warning' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/notice, bom/);
    await emulator.close();
  });

  it('reads, changes and resets faults with the credentials as headers', async () => {
    const emulator = await buildEmulator({ seed: 'none' });
    const headers = {
      'x-emulator-identifier': 'demo-identifier',
      'x-emulator-secret': 'demo-secret',
    };
    const denied = await emulator.app.inject({
      method: 'GET',
      url: '/_emulator/faults',
    });
    expect(denied.statusCode).toBe(403);
    const wrong = await emulator.app.inject({
      method: 'PUT',
      url: '/_emulator/faults',
      headers: { ...headers, 'x-emulator-secret': 'nope' },
      payload: { hang: true },
    });
    expect(wrong.statusCode).toBe(403);
    expect(emulator.faults().hang).toBe(false);

    const put = await emulator.app.inject({
      method: 'PUT',
      url: '/_emulator/faults',
      headers,
      payload: { errorRate: 0.5, errorKind: 'html', actions: ['GetTickets'] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      errorRate: 0.5,
      errorKind: 'html',
      actions: ['GetTickets'],
      latencyMs: 0,
    });
    expect(emulator.faults().errorKind).toBe('html');

    const get = await emulator.app.inject({
      method: 'GET',
      url: '/_emulator/faults',
      headers,
    });
    expect(get.json()).toEqual(emulator.faults());

    const bad = await emulator.app.inject({
      method: 'PUT',
      url: '/_emulator/faults',
      headers,
      payload: { errorRate: 'often' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/errorRate/);

    const reset = await emulator.app.inject({
      method: 'DELETE',
      url: '/_emulator/faults',
      headers,
    });
    expect(reset.json()).toEqual(DEFAULT_FAULTS);
    await emulator.close();
  });
});

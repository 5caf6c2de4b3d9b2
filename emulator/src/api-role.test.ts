import { afterEach, describe, expect, it } from 'vitest';

import { callApi } from '../test/helpers.js';

import {
  InvalidDeniedActionsError,
  permissionDeniedMessage,
} from './api-role.js';
import { buildEmulator } from './app.js';
import type { Emulator } from './options.js';

describe('API roles (denied actions)', () => {
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

  it('answers a denied action like WHMCS: HTTP 403, lowercased name, hex-escaped quotes', async () => {
    const emulator = await open({ deniedActions: ['GetInvoices'] });
    const result = await callApi(emulator, {
      action: 'GetInvoices',
      userid: 1,
    });
    expect(result.status).toBe(403);
    expect(result.contentType).toContain('application/json');
    expect(result.raw).toBe(
      '{"result":"error","message":"Invalid Permissions: API action \\u0022getinvoices\\u0022 is not allowed"}',
    );
    expect(result.body.message).toBe(permissionDeniedMessage('GetInvoices'));
    expect(result.body.message).toBe(
      'Invalid Permissions: API action "getinvoices" is not allowed',
    );
  });

  it('checks the role before the action reads its parameters', async () => {
    const emulator = await open({ deniedActions: ['getinvoice'] });
    const probe = await callApi(emulator, {
      action: 'GetInvoice',
      invoiceid: 'dummy',
    });
    expect(probe.status).toBe(403);
    expect(probe.body.message).toBe(
      'Invalid Permissions: API action "getinvoice" is not allowed',
    );
    const allowed = await callApi(emulator, {
      action: 'GetInvoices',
      userid: 1,
    });
    expect(allowed.body.result).toBe('success');
  });

  it('checks credentials and the access key first', async () => {
    const emulator = await open({
      deniedActions: ['GetInvoices'],
      credentials: {
        identifier: 'demo-identifier',
        secret: 'demo-secret',
        accessKey: 'key',
      },
    });
    const anonymous = await callApi(
      emulator,
      { action: 'GetInvoices' },
      { withCredentials: false },
    );
    expect(anonymous.body.message).toBe('Authentication Failed');
    const noKey = await callApi(emulator, { action: 'GetInvoices' });
    expect(noKey.body.message).toBe('Invalid Access Key');
    const withKey = await callApi(emulator, {
      action: 'GetInvoices',
      accesskey: 'key',
    });
    expect(withKey.body.message).toMatch(/^Invalid Permissions/);
  });

  it('changes at runtime, in code and over HTTP', async () => {
    const emulator = await open();
    expect(emulator.deniedActions()).toEqual([]);
    emulator.setDeniedActions(['GetTickets']);
    expect(
      (await callApi(emulator, { action: 'gettickets', clientid: 1 })).status,
    ).toBe(403);
    expect(() => emulator.setDeniedActions([''])).toThrow(
      InvalidDeniedActionsError,
    );

    const headers = {
      'x-emulator-identifier': 'demo-identifier',
      'x-emulator-secret': 'demo-secret',
    };
    const put = await emulator.app.inject({
      method: 'PUT',
      url: '/_emulator/denied-actions',
      headers,
      payload: ['ValidateLogin'],
    });
    expect(put.json()).toEqual(['ValidateLogin']);
    expect(
      (await callApi(emulator, { action: 'GetTickets', clientid: 1 })).status,
    ).toBe(200);
    expect(
      (await callApi(emulator, { action: 'ValidateLogin' })).body.message,
    ).toBe('Invalid Permissions: API action "validatelogin" is not allowed');
    const bad = await emulator.app.inject({
      method: 'PUT',
      url: '/_emulator/denied-actions',
      headers,
      payload: { actions: 'all' },
    });
    expect(bad.statusCode).toBe(400);
    const forbidden = await emulator.app.inject({
      method: 'GET',
      url: '/_emulator/denied-actions',
    });
    expect(forbidden.statusCode).toBe(403);
    const reset = await emulator.app.inject({
      method: 'DELETE',
      url: '/_emulator/denied-actions',
      headers,
    });
    expect(reset.json()).toEqual([]);
    expect(emulator.deniedActions()).toEqual([]);
  });
});

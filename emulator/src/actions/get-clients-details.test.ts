import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callError, callOk, expectSampleShape } from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { Emulator } from '../options.js';

describe('GetClientsDetails', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await buildEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('has the shape of WHMCS sample, stats included', async () => {
    const body = await callOk(emulator, 'GetClientsDetails', {
      clientid: 1,
      stats: true,
    });
    expectSampleShape(body, 'GetClientsDetails');
  });

  it('returns the demo customer with user 501 as owner', async () => {
    const { client } = await callOk(emulator, 'GetClientsDetails', {
      clientid: 1,
    });
    expect(client).toMatchObject({
      id: 1,
      client_id: 1,
      userid: 1,
      owner_user_id: 501,
      email: 'demo@example.com',
      groupid: 3,
      currency: 1,
      currency_code: 'EUR',
      allowSingleSignOn: 1,
      countryname: 'Germany',
      phonenumberformatted: '+49.3012345678',
    });
    expect(client.users.user).toEqual([
      {
        id: 501,
        name: 'Demo Customer',
        email: 'demo@example.com',
        is_owner: true,
      },
    ]);
    expect(client.customfields).toEqual([
      { id: 10, value: 'https://reseller.demo-customer.example/welcome' },
      { id: 11, value: '' },
    ]);
    expect(client.customfields1).toBe(
      'https://reseller.demo-customer.example/welcome',
    );
  });

  it('finds a client by e-mail, case-insensitively', async () => {
    const body = await callOk(emulator, 'GetClientsDetails', {
      email: 'OTHER@example.com',
    });
    expect(body.client.id).toBe(2);
    expect(body.client.groupid).toBe(0);
    expect(body.client.customfields).toEqual([
      { id: 10, value: '' },
      { id: 11, value: '' },
    ]);
    expect(body.stats).toBeUndefined();
  });

  it('computes stats from the seed', async () => {
    const { stats } = await callOk(emulator, 'GetClientsDetails', {
      clientid: 1,
      stats: 1,
    });
    expect(stats).toMatchObject({
      numunpaidinvoices: 3,
      numpaidinvoices: 3,
      numcancelledinvoices: 1,
      numrefundedinvoices: 1,
      unpaidinvoicesamount: '€109.97 EUR',
      productsnumactive: 3,
      productsnumtotal: 6,
      numtickets: 3,
      numactivetickets: 2,
      isAffiliate: true,
    });
    expect(stats.numoverdueinvoices).toBeGreaterThanOrEqual(1);
  });

  it('errors without an id or e-mail, and for unknown clients', async () => {
    expect(await callError(emulator, 'GetClientsDetails')).toBe(
      'Either clientid Or email Is Required',
    );
    expect(
      await callError(emulator, 'GetClientsDetails', { clientid: 999 }),
    ).toBe('Client Not Found');
    expect(
      await callError(emulator, 'GetClientsDetails', {
        email: 'nobody@example.com',
      }),
    ).toBe('Client Not Found');
  });
});

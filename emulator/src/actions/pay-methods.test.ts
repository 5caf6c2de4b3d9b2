import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  callError,
  callOk,
  PINNED_DAY,
  pinnedClock,
} from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { Emulator } from '../options.js';

interface PayMethodEntry {
  id: number;
  type: string;
  card_last_four?: string;
  expiry_date?: string;
  card_type?: string;
  bank_name?: string;
  contact_id: number;
}

describe('GetPayMethods, UpdatePayMethod, DeletePayMethod', () => {
  let emulator: Emulator;
  beforeEach(async () => {
    emulator = await buildEmulator({ seedDate: PINNED_DAY, now: pinnedClock });
  });
  afterEach(async () => {
    await emulator.close();
  });

  async function list(clientid: number): Promise<PayMethodEntry[]> {
    const body = await callOk(emulator, 'GetPayMethods', { clientid });
    expect(body.clientid).toBe(clientid);
    return body.paymethods as PayMethodEntry[];
  }

  it('lists the seeded methods, the default first, with MM/YY expiries from the seed day', async () => {
    const methods = await list(1);
    expect(methods).toMatchObject([
      {
        type: 'RemoteCreditCard',
        card_type: 'Visa',
        card_last_four: '4242',
        expiry_date: '11/30',
      },
      {
        type: 'RemoteCreditCard',
        card_type: 'MasterCard',
        card_last_four: '5454',
        expiry_date: '11/26',
      },
      { type: 'BankAccount', bank_name: 'Demo Savings Bank' },
    ]);
    expect(methods.every((method) => method.contact_id === 1)).toBe(true);
    expect(await list(2)).toHaveLength(1);
    const banks = await callOk(emulator, 'GetPayMethods', {
      clientid: 1,
      type: 'BankAccount',
    });
    expect(banks.paymethods).toHaveLength(1);
  });

  it('refuses an unknown client', async () => {
    expect(await callError(emulator, 'GetPayMethods', { clientid: 999 })).toBe(
      'Client Not Found',
    );
  });

  it('makes a method the default with set_as_default', async () => {
    const [, mastercard] = await list(1);
    await callOk(emulator, 'UpdatePayMethod', {
      clientid: 1,
      paymethodid: mastercard?.id ?? 0,
      set_as_default: 1,
    });
    expect(
      (await list(1)).map((method) => method.card_last_four ?? null),
    ).toEqual(['5454', '4242', null]);
  });

  it('deletes a method, and refuses another client’s without changing it', async () => {
    const [other] = await list(2);
    expect(
      await callError(emulator, 'DeletePayMethod', {
        clientid: 1,
        paymethodid: other?.id ?? 0,
      }),
    ).toBe('Pay Method does not belong to passed Client ID');
    expect(
      await callError(emulator, 'UpdatePayMethod', {
        clientid: 1,
        paymethodid: other?.id ?? 0,
        set_as_default: 1,
      }),
    ).toBe('Pay Method does not belong to passed Client ID');
    expect(await list(2)).toHaveLength(1);
    const [visa] = await list(1);
    const reply = await callOk(emulator, 'DeletePayMethod', {
      clientid: 1,
      paymethodid: visa?.id ?? 0,
    });
    expect(reply.paymethodid).toBe(visa?.id);
    expect(
      (await list(1)).map((method) => method.card_last_four ?? null),
    ).toEqual(['5454', null]);
  });

  it('lands a single sign-on to the add page on "Add Payment Method"', async () => {
    const sso = await callOk(emulator, 'CreateSsoToken', {
      client_id: 1,
      destination: 'sso:custom_redirect',
      sso_redirect_path: 'index.php?rp=/account/paymentmethods/add',
    });
    const url = new URL(String(sso.redirect_url));
    const redeemed = await emulator.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
    });
    expect(redeemed.headers.location).toBe(
      '/index.php?rp=/account/paymentmethods/add',
    );
    const cookie = String(redeemed.headers['set-cookie']).split(';')[0] ?? '';
    const page = await emulator.app.inject({
      method: 'GET',
      url: '/index.php?rp=/account/paymentmethods/add',
      headers: { cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Add Payment Method');
    const anonymous = await emulator.app.inject({
      method: 'GET',
      url: '/index.php?rp=/account/paymentmethods/add',
    });
    expect(anonymous.statusCode).toBe(403);
  });
});

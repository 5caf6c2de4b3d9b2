import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callOk, expectSampleShape } from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { Emulator } from '../options.js';

describe('GetClientsProducts', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await buildEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('has the shape of WHMCS sample', async () => {
    const body = await callOk(emulator, 'GetClientsProducts', { clientid: 1 });
    expectSampleShape(body, 'GetClientsProducts');
  });

  it("lists the demo customer's services 101-106", async () => {
    const body = await callOk(emulator, 'GetClientsProducts', { clientid: 1 });
    expect(body).toMatchObject({
      clientid: '1',
      serviceid: null,
      pid: null,
      domain: null,
      totalresults: '6',
      startnumber: 0,
      numreturned: 6,
    });
    const products = body.products.product;
    expect(products.map((p: { id: string }) => p.id)).toEqual([
      '101',
      '102',
      '103',
      '104',
      '105',
      '106',
    ]);
    expect(products.map((p: { status: string }) => p.status)).toEqual([
      'Active',
      'Active',
      'Suspended',
      'Cancelled',
      'Pending',
      'Active',
    ]);
  });

  it('shows every custom field of the product, MAC first, empty values as ""', async () => {
    const body = await callOk(emulator, 'GetClientsProducts', {
      clientid: 1,
      serviceid: 102,
    });
    expect(body.serviceid).toBe('102');
    const [service] = body.products.product;
    expect(service.customfields.customfield).toEqual([
      { id: '1', name: 'MAC Address', value: '' },
      { id: '2', name: 'Password', value: 'r8YcN3vLq6Tz' },
      { id: '3', name: 'Parental Code', value: '' },
    ]);
    expect(service.configoptions.configoption).toEqual([
      {
        id: '1',
        option: 'Connections',
        type: 'dropdown',
        value: '1 connection',
      },
    ]);
    const first = await callOk(emulator, 'GetClientsProducts', {
      serviceid: 101,
    });
    expect(first.products.product[0].customfields.customfield[0].value).toBe(
      '00:1A:79:12:34:56',
    );
  });

  it('filters by pid and username2, and paginates', async () => {
    const byPid = await callOk(emulator, 'GetClientsProducts', {
      clientid: 1,
      pid: 1,
    });
    expect(byPid.products.product.map((p: { id: string }) => p.id)).toEqual([
      '101',
      '105',
    ]);
    const byUser = await callOk(emulator, 'GetClientsProducts', {
      username2: 'other_standard',
    });
    expect(byUser.products.product[0].id).toBe('201');
    const page = await callOk(emulator, 'GetClientsProducts', {
      clientid: 1,
      limitstart: 2,
      limitnum: 2,
    });
    expect(page).toMatchObject({
      totalresults: '6',
      startnumber: 2,
      numreturned: 2,
    });
    expect(page.products.product.map((p: { id: string }) => p.id)).toEqual([
      '103',
      '104',
    ]);
  });

  it('answers an empty list (wrapper kept) for an unknown client', async () => {
    const body = await callOk(emulator, 'GetClientsProducts', {
      clientid: 999,
    });
    expect(body.totalresults).toBe('0');
    expect(body.products).toEqual({ product: [] });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callOk, expectSampleShape } from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { Emulator } from '../options.js';

describe('configuration actions', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await buildEmulator({ publicUrl: 'https://billing.example/' });
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('GetClientGroups lists groups 1, 3 and 4', async () => {
    const body = await callOk(emulator, 'GetClientGroups');
    expectSampleShape(body, 'GetClientGroups');
    expect(body.totalresults).toBe(3);
    expect(body.groups.group.map((g: { id: number }) => g.id)).toEqual([
      1, 3, 4,
    ]);
    expect(body.groups.group[1]).toMatchObject({
      groupname: 'Resellers',
      susptermexempt: 'on',
      discountpercent: '5.00',
    });
  });

  it('GetPaymentMethods lists the three gateways', async () => {
    const body = await callOk(emulator, 'GetPaymentMethods');
    expectSampleShape(body, 'GetPaymentMethods');
    expect(body.paymentmethods.paymentmethod).toEqual([
      { module: 'paypal', displayname: 'PayPal' },
      { module: 'stripe', displayname: 'Credit Card' },
      { module: 'banktransfer', displayname: 'Bank Transfer' },
    ]);
  });

  it('GetCurrencies lists EUR (default) and USD, nested', async () => {
    const body = await callOk(emulator, 'GetCurrencies');
    expectSampleShape(body, 'GetCurrencies');
    expect(body.currencies.currency[0]).toEqual({
      id: '1',
      code: 'EUR',
      prefix: '€',
      suffix: ' EUR',
      format: '1',
      rate: '1.00000',
    });
    expect(body.currencies.currency[1].code).toBe('USD');
  });

  it('GetProducts returns pricing by currency code and order-form custom fields', async () => {
    const body = await callOk(emulator, 'GetProducts', { pid: 1 });
    expectSampleShape(body, 'GetProducts');
    const [product] = body.products.product;
    expect(product).toMatchObject({
      pid: 1,
      gid: 1,
      name: 'IPTV Premium — 12 months',
      module: 'xtream',
      'product-url':
        'https://billing.example/store/iptv/iptv-premium-12-months',
    });
    expect(product.pricing.EUR).toMatchObject({
      prefix: '€',
      annually: '89.99',
      monthly: '-1.00',
    });
    expect(product.pricing.USD.annually).toBe('97.99');
    expect(
      product.customfields.customfield.map((f: { name: string }) => f.name),
    ).toEqual(['MAC Address', 'Parental Code']);
  });

  it('GetProducts filters by pid list, gid and module', async () => {
    const pids = async (fields: Record<string, string | number>) =>
      (await callOk(emulator, 'GetProducts', fields)).products.product.map(
        (p: { pid: number }) => p.pid,
      );
    expect(await pids({})).toEqual([1, 2, 3, 4]);
    expect(await pids({ pid: '2,4' })).toEqual([2, 4]);
    expect(await pids({ gid: 2 })).toEqual([4]);
    expect(await pids({ module: 'xtream' })).toEqual([1, 2, 3]);
    const reseller = await callOk(emulator, 'GetProducts', { pid: 4 });
    expect(reseller.products.product[0].customfields).toEqual({
      customfield: [],
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callError, callOk, expectSampleShape } from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { Emulator } from '../options.js';

import { API_DEFAULT_REASON } from './add-cancel-request.js';

describe('AddCancelRequest and GetCancelledPackages', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await buildEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('records a request that GetCancelledPackages lists, with string ids', async () => {
    const before = await callOk(emulator, 'GetCancelledPackages', {});
    expect(before).toMatchObject({
      totalresults: '0',
      startnumber: '0',
      numreturned: '0',
      packages: { package: [] },
    });
    const added = await callOk(emulator, 'AddCancelRequest', {
      serviceid: 101,
      type: 'Immediate',
      reason: 'Moving abroad',
    });
    expectSampleShape(added, 'AddCancelRequest');
    expect(added).toEqual({
      result: 'success',
      serviceid: '101',
      userid: '1',
    });
    const listed = await callOk(emulator, 'GetCancelledPackages', {});
    expectSampleShape(listed, 'GetCancelledPackages');
    expect(listed.totalresults).toBe('1');
    expect(listed.packages.package[0]).toMatchObject({
      relid: '101',
      reason: 'Moving abroad',
      type: 'Immediate',
    });
    // The service itself is untouched: WHMCS's cron acts on the request.
    const products = await callOk(emulator, 'GetClientsProducts', {
      serviceid: 101,
    });
    expect(products.products.product[0].status).toBe('Active');
  });

  it('defaults to End of Billing Period and the API reason, and pages', async () => {
    await callOk(emulator, 'AddCancelRequest', { serviceid: 102 });
    await callOk(emulator, 'AddCancelRequest', {
      serviceid: 103,
      type: 'Tomorrow',
    });
    const page = await callOk(emulator, 'GetCancelledPackages', {
      limitstart: 1,
      limitnum: 1,
    });
    expect(page).toMatchObject({
      totalresults: '3',
      startnumber: '1',
      numreturned: '1',
    });
    expect(page.packages.package).toEqual([
      expect.objectContaining({
        relid: '102',
        type: 'End of Billing Period',
        reason: API_DEFAULT_REASON,
      }),
    ]);
    const last = await callOk(emulator, 'GetCancelledPackages', {
      limitstart: 2,
    });
    expect(last.packages.package[0]).toMatchObject({
      relid: '103',
      type: 'End of Billing Period',
    });
  });

  it('refuses an unknown service and a second request for a service', async () => {
    expect(
      await callError(emulator, 'AddCancelRequest', { serviceid: 9999 }),
    ).toBe('Service ID Not Found');
    await callOk(emulator, 'AddCancelRequest', { serviceid: 201 });
    expect(
      await callError(emulator, 'AddCancelRequest', { serviceid: 201 }),
    ).toBe('Existing Cancellation Request Exists');
    const listed = await callOk(emulator, 'GetCancelledPackages', {});
    expect(
      listed.packages.package.filter(
        (entry: { relid: string }) => entry.relid === '201',
      ),
    ).toHaveLength(1);
  });

  it('finds a service by serviceid and by username2 for a lookup', async () => {
    const byId = await callOk(emulator, 'GetClientsProducts', {
      serviceid: 102,
    });
    expect(byId.products.product.map((p: { id: string }) => p.id)).toEqual([
      '102',
    ]);
    const byUsername = await callOk(emulator, 'GetClientsProducts', {
      username2: 'demo_standard',
    });
    expect(
      byUsername.products.product.map((p: { id: string }) => p.id),
    ).toEqual(['102']);
    const none = await callOk(emulator, 'GetClientsProducts', {
      username2: 'nobody_here',
    });
    expect(none.products.product).toEqual([]);
  });
});

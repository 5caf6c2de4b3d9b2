import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  callError,
  callOk,
  encodePhpArray,
  expectSampleShape,
} from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { Emulator } from '../options.js';

async function getService(emulator: Emulator, id: number) {
  const body = await callOk(emulator, 'GetClientsProducts', { serviceid: id });
  return body.products.product[0];
}

describe('UpdateClientProduct', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await buildEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('merges custom fields: only the ids passed change', async () => {
    const body = await callOk(emulator, 'UpdateClientProduct', {
      serviceid: 102,
      customfields: encodePhpArray({ 1: '00:1A:79:AA:BB:CC' }),
    });
    expectSampleShape(body, 'UpdateClientProduct');
    expect(body.serviceid).toBe('102');
    const service = await getService(emulator, 102);
    expect(service.customfields.customfield).toEqual([
      { id: '1', name: 'MAC Address', value: '00:1A:79:AA:BB:CC' },
      { id: '2', name: 'Password', value: 'r8YcN3vLq6Tz' },
      { id: '3', name: 'Parental Code', value: '' },
    ]);
  });

  it('updates plain fields, clears unset[] fields and changes config options', async () => {
    await callOk(emulator, 'UpdateClientProduct', {
      serviceid: 101,
      notes: 'VIP',
      domain: 'living-room',
      status: 'suspended',
      servicepassword: 'NewPass-123',
      nextduedate: '2027-02-01',
      recurringamount: '79.5',
      configoptions: encodePhpArray({ 1: 3 }),
    });
    let service = await getService(emulator, 101);
    expect(service).toMatchObject({
      notes: 'VIP',
      domain: 'living-room',
      status: 'Suspended',
      password: 'NewPass-123',
      nextduedate: '2027-02-01',
      recurringamount: '79.50',
    });
    expect(service.configoptions.configoption[0].value).toBe('3 connections');
    await callOk(emulator, 'UpdateClientProduct', {
      serviceid: 101,
      'unset[0]': 'domain',
      'unset[1]': 'notes',
      'unset[2]': 'status',
      autorecalc: true,
    });
    service = await getService(emulator, 101);
    expect(service).toMatchObject({
      domain: '',
      notes: '',
      status: 'Suspended',
      recurringamount: '89.99',
    });
  });

  it('reports an unknown service and a broken customfields value', async () => {
    expect(
      await callError(emulator, 'UpdateClientProduct', { serviceid: 999 }),
    ).toBe('Service ID Not Found');
    expect(
      await callError(emulator, 'UpdateClientProduct', {
        serviceid: 101,
        customfields: Buffer.from('{"1":"x"}').toString('base64'),
      }),
    ).toMatch(/customfields/);
  });
});

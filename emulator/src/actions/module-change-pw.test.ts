import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callError, callOk, expectSampleShape } from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { Emulator } from '../options.js';

describe('ModuleChangePw', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await buildEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('sets the service password through the module', async () => {
    const body = await callOk(emulator, 'ModuleChangePw', {
      serviceid: 101,
      servicepassword: 'Pushed-Pass-9',
    });
    expectSampleShape(body, 'ModuleChangePw');
    const products = await callOk(emulator, 'GetClientsProducts', {
      serviceid: 101,
    });
    expect(products.products.product[0].password).toBe('Pushed-Pass-9');
    await callOk(emulator, 'ModuleChangePw', { accountid: 102 });
  });

  it('reports missing, unknown and module-less services', async () => {
    expect(await callError(emulator, 'ModuleChangePw')).toBe(
      'Service ID is required',
    );
    expect(
      await callError(emulator, 'ModuleChangePw', { serviceid: 999 }),
    ).toBe('Service ID not found');
    emulator.db
      .prepare(
        `INSERT INTO services (id, client_id, product_id, regdate, firstpaymentamount,
           recurringamount, paymentmethod, billingcycle, nextduedate, status)
         VALUES (150, 1, 4, '2026-11-01', 5000, 0, 'paypal', 'One Time', '0000-00-00', 'Active')`,
      )
      .run();
    expect(
      await callError(emulator, 'ModuleChangePw', { serviceid: 150 }),
    ).toBe('Service not assigned to a module');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callOk, expectSampleShape } from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { Emulator } from '../options.js';

describe('GetSupportDepartments', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await buildEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('lists the three departments with ticket counts', async () => {
    const body = await callOk(emulator, 'GetSupportDepartments', {
      ignore_dept_assignments: true,
    });
    expectSampleShape(body, 'GetSupportDepartments');
    expect(body.totalresults).toBe(3);
    expect(body.departments.department).toEqual([
      { id: '1', name: 'Support', awaitingreply: '3', opentickets: '3' },
      { id: '2', name: 'Billing', awaitingreply: '0', opentickets: '1' },
      { id: '3', name: 'Affiliates', awaitingreply: '0', opentickets: '0' },
    ]);
  });

  it('is not paged: WHMCS takes no limitstart or limitnum here', async () => {
    const body = await callOk(emulator, 'GetSupportDepartments', {
      limitstart: 1,
      limitnum: 1,
    });
    expect(body.departments.department).toHaveLength(3);
    expect(body).not.toHaveProperty('startnumber');
  });
});

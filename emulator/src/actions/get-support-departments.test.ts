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
      { id: '1', name: 'Support', awaitingreply: '2', opentickets: '2' },
      { id: '2', name: 'Billing', awaitingreply: '0', opentickets: '1' },
      { id: '3', name: 'Affiliates', awaitingreply: '0', opentickets: '0' },
    ]);
  });
});

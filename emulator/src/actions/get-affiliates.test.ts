import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callOk, expectSampleShape, PINNED_DAY } from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { Emulator } from '../options.js';

describe('GetAffiliates', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    // Reads seeded dates: pinned to the seed day they were written for.
    emulator = await buildEmulator({ seedDate: PINNED_DAY });
  });
  afterAll(async () => {
    await emulator.close();
  });

  it("returns the demo customer's affiliate account, nested", async () => {
    const body = await callOk(emulator, 'GetAffiliates', { userid: 1 });
    expectSampleShape(body, 'GetAffiliates');
    expect(body.affiliates.affiliate).toEqual([
      {
        id: '1',
        date: '2025-06-01',
        clientid: '1',
        visitors: '340',
        paytype: 'percentage',
        payamount: '15.00',
        onetime: '0',
        balance: '125.50',
        withdrawn: '40.00',
        created_at: '2025-06-01 12:00:00',
        updated_at: '2026-11-01 00:00:00',
      },
    ]);
  });

  it('returns an empty wrapped list for a non-affiliate, and paginates', async () => {
    const none = await callOk(emulator, 'GetAffiliates', { userid: 2 });
    expect(none).toMatchObject({ totalresults: '0', numreturned: '0' });
    expect(none.affiliates).toEqual({ affiliate: [] });
    const page = await callOk(emulator, 'GetAffiliates', { limitstart: 1 });
    expect(page).toMatchObject({
      totalresults: '1',
      startnumber: '1',
      numreturned: '0',
    });
  });
});

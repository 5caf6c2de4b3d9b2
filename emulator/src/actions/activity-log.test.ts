import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callOk, expectSampleShape } from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { Emulator } from '../options.js';

describe('LogActivity and GetActivityLog', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await buildEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('GetActivityLog has the shape of WHMCS sample, newest first', async () => {
    const body = await callOk(emulator, 'GetActivityLog');
    expectSampleShape(body, 'GetActivityLog');
    expect(body.totalresults).toBe(6);
    expect(body.activity.entry.map((e: { id: number }) => e.id)).toEqual([
      6, 5, 4, 3, 2, 1,
    ]);
  });

  it('LogActivity writes an entry for the client (legacy userid too)', async () => {
    const body = await callOk(emulator, 'LogActivity', {
      clientid: 1,
      description: 'Connected to Dashboard',
    });
    expectSampleShape(body, 'LogActivity');
    await callOk(emulator, 'LogActivity', {
      userid: 2,
      description: 'Alert sent from dashboard',
    });
    const latest = await callOk(emulator, 'GetActivityLog', { limitnum: 2 });
    expect(latest.activity.entry[0]).toMatchObject({
      clientId: 2,
      userid: 2,
      description: 'Alert sent from dashboard',
      username: 'admin',
    });
    expect(latest.activity.entry[1]).toMatchObject({
      clientId: 1,
      description: 'Connected to Dashboard',
    });
  });

  it('filters by client, description, user and date, and paginates', async () => {
    const byClient = await callOk(emulator, 'GetActivityLog', { clientid: 2 });
    expect(
      byClient.activity.entry.every(
        (e: { clientId: number }) => e.clientId === 2,
      ),
    ).toBe(true);
    const byText = await callOk(emulator, 'GetActivityLog', {
      description: 'ticket id: 11',
    });
    expect(byText.totalresults).toBe(2);
    const byUser = await callOk(emulator, 'GetActivityLog', {
      user: 'demo@example.com',
    });
    expect(byUser.totalresults).toBeGreaterThanOrEqual(4);
    const byAdmin = await callOk(emulator, 'GetActivityLog', { user: 'admin' });
    expect(
      byAdmin.activity.entry.every(
        (e: { username: string }) => e.username === 'admin',
      ),
    ).toBe(true);
    const byDate = await callOk(emulator, 'GetActivityLog', {
      date: '20/11/2026',
    });
    expect(byDate.totalresults).toBe(3);
    const page = await callOk(emulator, 'GetActivityLog', {
      limitstart: 2,
      limitnum: 3,
    });
    expect(page.startnumber).toBe(2);
    expect(page.activity.entry).toHaveLength(3);
  });
});

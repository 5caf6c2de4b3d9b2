import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  callOk,
  expectSampleShape,
  PINNED_DAY,
  pinnedClock,
} from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { Emulator } from '../options.js';

describe('LogActivity and GetActivityLog', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    // Reads seeded dates: pinned to the seed day they were written for.
    emulator = await buildEmulator({ seedDate: PINNED_DAY, now: pinnedClock });
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
    // Exact ids, not a check over whatever came back: a filter that matches
    // nothing must fail. Entries 7 (client 1) and 8 (client 2) were logged
    // by the test above, through the API, so as admin.
    const ids = (body: { activity: { entry: { id: number }[] } }) =>
      body.activity.entry.map((e) => e.id);
    const byClient = await callOk(emulator, 'GetActivityLog', { clientid: 2 });
    expect(ids(byClient)).toEqual([8, 2]);
    expect(
      byClient.activity.entry.map((e: { clientId: number }) => e.clientId),
    ).toEqual([2, 2]);
    const byText = await callOk(emulator, 'GetActivityLog', {
      description: 'ticket id: 11',
    });
    expect(byText.totalresults).toBe(2);
    expect(ids(byText)).toEqual([6, 5]);
    const byUser = await callOk(emulator, 'GetActivityLog', {
      user: 'demo@example.com',
    });
    // The demo customer's own entries by name, and every entry of client 1.
    expect(ids(byUser)).toEqual([7, 6, 5, 4, 3]);
    const byAdmin = await callOk(emulator, 'GetActivityLog', { user: 'admin' });
    expect(ids(byAdmin)).toEqual([8, 7, 6]);
    expect(
      byAdmin.activity.entry.map((e: { username: string }) => e.username),
    ).toEqual(['admin', 'admin', 'admin']);
    const byDate = await callOk(emulator, 'GetActivityLog', {
      date: '20/11/2026',
    });
    expect(byDate.totalresults).toBe(3);
    expect(ids(byDate)).toEqual([5, 4, 3]);
    const page = await callOk(emulator, 'GetActivityLog', {
      limitstart: 2,
      limitnum: 3,
    });
    expect(page.startnumber).toBe(2);
    expect(ids(page)).toEqual([6, 5, 4]);
  });
});

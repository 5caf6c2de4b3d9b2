import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  callError,
  callOk,
  PINNED_DAY,
  pinnedClock,
} from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import { setSetting } from '../db/settings.js';
import type { Emulator } from '../options.js';

interface CreditEntry {
  id: number;
  date: string;
  description: string;
  amount: string;
  relid: number;
}

describe('GetCredits and GetConfigurationValue', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await buildEmulator({ seedDate: PINNED_DAY, now: pinnedClock });
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('lists the demo client’s credit log, which adds up to its balance', async () => {
    const body = await callOk(emulator, 'GetCredits', { clientid: 1 });
    const entries = body.credits.credit as CreditEntry[];
    expect(body).toMatchObject({ totalresults: 3, clientid: 1 });
    expect(entries.map((entry) => entry.amount)).toEqual([
      '15.00',
      '-10.00',
      '5.00',
    ]);
    expect(entries[1]).toMatchObject({ relid: 1003 });
    const details = await callOk(emulator, 'GetClientsDetails', {
      clientid: 1,
    });
    const sum = entries.reduce((cents, e) => cents + Number(e.amount) * 100, 0);
    expect((sum / 100).toFixed(2)).toBe(details.client.credit);
  });

  it('logs AddCredit and ApplyCredit', async () => {
    await callOk(emulator, 'AddCredit', {
      clientid: 2,
      amount: '3.00',
      description: 'Refund',
    });
    const body = await callOk(emulator, 'GetCredits', { clientid: 2 });
    const entries = body.credits.credit as CreditEntry[];
    expect(entries.at(-1)).toMatchObject({
      amount: '3.00',
      description: 'Refund',
      relid: 0,
    });
  });

  it('refuses an unknown client', async () => {
    expect(await callError(emulator, 'GetCredits', { clientid: 999 })).toBe(
      'Client ID Not Found',
    );
  });

  it('answers a setting, its override, and refuses an unknown one', async () => {
    expect(
      await callOk(emulator, 'GetConfigurationValue', {
        setting: 'AddFundsMaximum',
      }),
    ).toMatchObject({ setting: 'AddFundsMaximum', value: '200.00' });
    setSetting(emulator.db, 'AddFundsEnabled', '');
    expect(
      await callOk(emulator, 'GetConfigurationValue', {
        setting: 'AddFundsEnabled',
      }),
    ).toMatchObject({ value: '' });
    expect(
      await callError(emulator, 'GetConfigurationValue', { setting: 'Nope' }),
    ).toBe('Invalid name for parameter setting');
    expect(await callError(emulator, 'GetConfigurationValue', {})).toBe(
      'Parameter setting is required',
    );
  });
});

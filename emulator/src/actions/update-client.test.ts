import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  callError,
  callOk,
  encodePhpArray,
  expectSampleShape,
} from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { Emulator } from '../options.js';

describe('UpdateClient', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await buildEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('updates the fields passed and merges custom fields', async () => {
    const body = await callOk(emulator, 'UpdateClient', {
      clientid: 2,
      city: 'Lyon',
      groupid: 4,
      status: 'inactive',
      language: 'french',
      'email_preferences[invoice]': 0,
      customfields: encodePhpArray({ 10: 'https://other.example/r' }),
    });
    expectSampleShape(body, 'UpdateClient');
    expect(body.clientid).toBe('2');
    const { client } = await callOk(emulator, 'GetClientsDetails', {
      clientid: 2,
    });
    expect(client).toMatchObject({
      city: 'Lyon',
      groupid: 4,
      status: 'Inactive',
      language: 'french',
      address1: 'Rue de Rivoli 45',
      customfields: [
        { id: 10, value: 'https://other.example/r' },
        { id: 11, value: '' },
      ],
    });
    expect(client.email_preferences.invoice).toBe('0');
    expect(client.email_preferences.general).toBe('1');
  });

  it('sets marketingoptin, which GetClientsDetails reads back under both names', async () => {
    const consent = async () => {
      const { client } = await callOk(emulator, 'GetClientsDetails', {
        clientid: 1,
      });
      return [
        client.marketing_emails_opt_in,
        client.isOptedInToMarketingEmails,
      ];
    };
    expect(await consent()).toEqual([true, true]);
    await callOk(emulator, 'UpdateClient', { clientid: 1, marketingoptin: 0 });
    expect(await consent()).toEqual([false, false]);
    await callOk(emulator, 'UpdateClient', { clientid: 1, marketingoptin: 1 });
    expect(await consent()).toEqual([true, true]);
  });

  it('finds the client by clientemail', async () => {
    const body = await callOk(emulator, 'UpdateClient', {
      clientemail: 'demo@example.com',
      companyname: 'Demo GmbH',
    });
    expect(body.clientid).toBe('1');
  });

  it('reports unknown clients and e-mail problems', async () => {
    expect(await callError(emulator, 'UpdateClient', { clientid: 99 })).toBe(
      'Client ID Not Found',
    );
    expect(await callError(emulator, 'UpdateClient', {})).toBe(
      'Client ID Not Found',
    );
    expect(
      await callError(emulator, 'UpdateClient', {
        clientid: 2,
        email: 'demo@example.com',
      }),
    ).toBe('Duplicate Email Address');
    expect(
      await callError(emulator, 'UpdateClient', { clientid: 2, email: 'nope' }),
    ).toBe('The email address entered is not valid');
  });
});

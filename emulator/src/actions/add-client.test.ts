import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  callError,
  callOk,
  encodePhpArray,
  expectSampleShape,
} from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { Emulator } from '../options.js';

const FULL = {
  firstname: 'Lena',
  lastname: 'Berg',
  email: 'lena.berg@example.com',
  address1: 'Storgatan 5',
  city: 'Stockholm',
  state: 'Stockholm',
  postcode: '11122',
  country: 'SE',
  phonenumber: '08 123 456',
  password2: 'lena-password-1',
};

describe('AddClient', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await buildEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('creates a client and its owning user', async () => {
    const body = await callOk(emulator, 'AddClient', {
      ...FULL,
      groupid: 3,
      language: 'swedish',
      customfields: encodePhpArray({ 10: 'https://lena.example/shop' }),
    });
    expectSampleShape(body, 'AddClient');
    expect(Number(body.clientid)).toBeGreaterThan(3);
    expect(body.owner_id).toEqual(expect.any(Number));
    const details = await callOk(emulator, 'GetClientsDetails', {
      clientid: body.clientid,
    });
    expect(details.client).toMatchObject({
      email: 'lena.berg@example.com',
      owner_user_id: body.owner_id,
      groupid: 3,
      language: 'swedish',
      countryname: 'Sweden',
      customfields1: 'https://lena.example/shop',
    });
    const login = await callOk(emulator, 'ValidateLogin', {
      email: 'lena.berg@example.com',
      password2: 'lena-password-1',
    });
    expect(Number(login.userid)).toBe(body.owner_id);
    const emails = emulator.db
      .prepare('SELECT template FROM emails WHERE client_id = ?')
      .all(Number(body.clientid));
    expect(emails).toEqual([{ template: 'Client Signup Email' }]);
  });

  it('skips required fields with skipvalidation, and the welcome mail with noemail', async () => {
    const body = await callOk(emulator, 'AddClient', {
      email: 'quick@example.com',
      password2: 'quick-password-1',
      skipvalidation: true,
      noemail: true,
    });
    const emails = emulator.db
      .prepare('SELECT * FROM emails WHERE client_id = ?')
      .all(Number(body.clientid));
    expect(emails).toEqual([]);
  });

  it('refuses a duplicate user e-mail', async () => {
    expect(
      await callError(emulator, 'AddClient', {
        ...FULL,
        email: 'Demo@Example.com',
      }),
    ).toBe('A user already exists with that email address');
  });

  it('reports missing required fields in WHMCS order and wording', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ firstname: '' }, 'You did not enter your first name'],
      [{ lastname: '' }, 'You did not enter your last name'],
      [{ email: '' }, 'You did not enter your email address'],
      [
        { email: 'not-an-email' },
        'The email address you entered was not valid',
      ],
      [{ address1: '' }, 'You did not enter your  address line 1'],
      [{ city: '' }, 'You did not enter your city'],
      [{ state: '' }, 'You did not enter your state'],
      [{ postcode: '' }, 'You did not enter your postcode'],
      [{ country: 'Germany' }, 'Valid country required'],
      [{ phonenumber: '' }, 'You did not enter your phone number'],
      [{ phonenumber: 'call me' }, 'Invalid telephone phone number'],
    ];
    for (const [override, message] of cases) {
      expect(
        await callError(emulator, 'AddClient', {
          ...FULL,
          email: 'new@example.com',
          ...override,
        }),
      ).toBe(message);
    }
  });

  it('attaches a client to an existing owner user', async () => {
    const body = await callOk(emulator, 'AddClient', {
      ...FULL,
      email: '',
      owner_user_id: 502,
      skipvalidation: true,
    });
    expect(body.owner_id).toBe(502);
    expect(
      await callError(emulator, 'AddClient', { ...FULL, owner_user_id: 9999 }),
    ).toBe('Invalid Owner User ID');
  });
});

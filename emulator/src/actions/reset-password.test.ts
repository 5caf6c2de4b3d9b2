import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callError, callOk } from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { Emulator } from '../options.js';

const ADMIN_HEADERS = {
  'x-emulator-identifier': 'demo-identifier',
  'x-emulator-secret': 'demo-secret',
};

interface OutboxMail {
  template: string;
  subject: string;
  message: string;
}

async function latestMails(
  emulator: Emulator,
  query: string,
): Promise<OutboxMail[]> {
  const response = await emulator.app.inject({
    method: 'GET',
    url: `/_emulator/emails?${query}`,
    headers: ADMIN_HEADERS,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { emails: OutboxMail[] }).emails;
}

describe('ResetPassword and mails in the client language', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await buildEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('mails the reset link in English by default and answers the address', async () => {
    const body = await callOk(emulator, 'ResetPassword', {
      email: 'demo@example.com',
    });
    expect(body.email).toBe('demo@example.com');
    const [mail] = await latestMails(emulator, 'clientid=1&limit=1');
    expect(mail?.template).toBe('Password Reset Validation');
    expect(mail?.subject).toBe('Password Reset Request');
    expect(mail?.message).toMatch(
      /index\.php\?rp=\/password\/reset\/redeem\/[0-9a-f]{64}/,
    );
  });

  it('mails in the language written with UpdateClient, by user id too', async () => {
    await callOk(emulator, 'UpdateClient', {
      clientid: 1,
      language: 'german',
    });
    const { client } = await callOk(emulator, 'GetClientsDetails', {
      clientid: 1,
    });
    expect(client.language).toBe('german');
    await callOk(emulator, 'ResetPassword', { id: client.owner_user_id });
    const [mail] = await latestMails(emulator, 'email=demo@example.com');
    expect(mail?.subject).toBe('Anfrage zum Zurücksetzen des Passworts');
    expect(mail?.message).toContain('Passwort');
  });

  it('finds the owner of a client whose address differs from the login', async () => {
    await callOk(emulator, 'UpdateClient', {
      clientid: 1,
      email: 'demo.new@example.com',
    });
    const body = await callOk(emulator, 'ResetPassword', {
      email: 'demo.new@example.com',
    });
    // The link goes to the owner's login address, which UpdateClient keeps.
    expect(body.email).toBe('demo@example.com');
    await callOk(emulator, 'UpdateClient', {
      clientid: 1,
      email: 'demo@example.com',
    });
  });

  it('picks the translation of other templates: Support Ticket Opened', async () => {
    await callOk(emulator, 'OpenTicket', {
      clientid: 1,
      deptid: 1,
      subject: 'Kein Bild',
      message: 'Seit gestern kein Bild.',
    });
    const [mail] = await latestMails(emulator, 'clientid=1');
    expect(mail?.template).toBe('Support Ticket Opened');
    expect(mail?.subject).toMatch(/^Neues Support-Ticket eröffnet \[#\d+\]$/);
  });

  it('falls back to the default text for a language without translation', async () => {
    await callOk(emulator, 'UpdateClient', { clientid: 1, language: 'dutch' });
    await callOk(emulator, 'ResetPassword', { email: 'demo@example.com' });
    const [mail] = await latestMails(emulator, 'clientid=1');
    expect(mail?.subject).toBe('Password Reset Request');
    await callOk(emulator, 'UpdateClient', { clientid: 1, language: '' });
  });

  it("answers WHMCS's errors and mails nobody for an unknown address", async () => {
    expect(await callError(emulator, 'ResetPassword', {})).toBe(
      'Please enter the email address or provide the id',
    );
    expect(await callError(emulator, 'ResetPassword', { id: 9999 })).toBe(
      'User Not Found',
    );
    expect(
      await callError(emulator, 'ResetPassword', { email: 'not-an-email' }),
    ).toBe('Please provide a valid email address');
    const before = await latestMails(emulator, 'clientid=1&limit=50');
    const body = await callOk(emulator, 'ResetPassword', {
      email: 'nobody@example.com',
    });
    expect(body.email).toBe('nobody@example.com');
    expect(await latestMails(emulator, 'clientid=1&limit=50')).toEqual(before);
  });

  it('guards the outbox route and refuses an unknown client', async () => {
    const open = await emulator.app.inject({
      method: 'GET',
      url: '/_emulator/emails?clientid=1',
    });
    expect(open.statusCode).toBe(403);
    const unknown = await emulator.app.inject({
      method: 'GET',
      url: '/_emulator/emails?clientid=9999',
      headers: ADMIN_HEADERS,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

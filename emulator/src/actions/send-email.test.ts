import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  callError,
  callOk,
  encodePhpArray,
  expectSampleShape,
} from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { EmailRow } from '../db/emails.js';
import type { Emulator } from '../options.js';

describe('SendEmail', () => {
  let emulator: Emulator;
  const lastEmail = (): EmailRow =>
    emulator.db
      .prepare('SELECT * FROM emails ORDER BY id DESC LIMIT 1')
      .get() as EmailRow;
  beforeAll(async () => {
    emulator = await buildEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('sends a template with custom variables into the emails table', async () => {
    const body = await callOk(emulator, 'SendEmail', {
      messagename: 'Invoice Created',
      id: 1002,
      customvars: encodePhpArray({ note: 'x' }),
    });
    expectSampleShape(body, 'SendEmail');
    expect(lastEmail()).toMatchObject({
      client_id: 1,
      template: 'Invoice Created',
      type: 'invoice',
      related_id: 1002,
      subject: 'Customer Invoice #1002',
    });
  });

  it('sends a custom message with merge fields', async () => {
    await callOk(emulator, 'SendEmail', {
      customtype: 'product',
      customsubject: 'Your line {$service_username}',
      custommessage: '<p>Hello {$client_first_name}, code {$code}</p>',
      id: 201,
      customvars: encodePhpArray({ code: '4711' }),
    });
    const email = lastEmail();
    expect(email).toMatchObject({
      client_id: 2,
      type: 'product',
      subject: 'Your line other_standard',
      message: '<p>Hello Other, code 4711</p>',
    });
    expect(JSON.parse(email.custom_vars)).toEqual({ code: '4711' });
  });

  it('reports the documented errors', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [
        { id: 1 },
        'You must provide either an existing email template name or a custom message type',
      ],
      [{ customtype: 'fax', id: 1 }, 'Invalid message type provided'],
      [
        { customtype: 'general', custommessage: 'x', id: 1 },
        'A subject is required for a custom message',
      ],
      [
        { customtype: 'general', customsubject: 'x', id: 1 },
        'A message body is required for a custom message',
      ],
      [
        { messagename: 'Invoice Created', id: 1001, customvars: 'garbage' },
        'The custom variables you provided are invalid.',
      ],
      [{ messagename: 'Invoice Created' }, 'A related ID is required'],
      [{ messagename: 'No Such Template', id: 1 }, 'Email Template not found'],
      [
        { messagename: 'Credit Card Expiring Soon', id: 1 },
        'Email Template is disabled',
      ],
      [
        { messagename: 'Invoice Created', id: 4242 },
        'Sending Failed. Please see documentation.',
      ],
    ];
    for (const [fields, message] of cases) {
      expect(await callError(emulator, 'SendEmail', fields)).toBe(message);
    }
  });
});

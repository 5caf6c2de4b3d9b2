import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callOk, encodePhpArray } from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import { FIELD_SECURITY } from '../db/seed/catalog.js';
import type { Emulator } from '../options.js';

/** The custom field inputs of a page, as `customfield[ID]` names in page order. */
function customFieldNames(html: string): string[] {
  return [...html.matchAll(/name="(customfield\[\d+\])"/g)].map(
    (match) => match[1] ?? '',
  );
}

describe('admin-only client custom fields', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await buildEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('register.php shows the standard fields and the public custom field, not the admin-only one', async () => {
    const page = await emulator.app.inject({
      method: 'GET',
      url: '/register.php',
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const name of ['firstname', 'lastname', 'email', 'password']) {
      expect(page.body).toContain(`name="${name}"`);
    }
    expect(customFieldNames(page.body)).toEqual(['customfield[10]']);
    expect(page.body).toContain('id="customfield10"');
    expect(page.body).toContain(
      '<label for="customfield10">Redirect URL</label>',
    );
    expect(page.body).not.toContain(`customfield${FIELD_SECURITY}`);
    expect(page.body).not.toContain('Members area security');
  });

  it('an admin-only field turned public shows on register.php', async () => {
    emulator.db
      .prepare('UPDATE custom_fields SET admin_only = 0 WHERE id = ?')
      .run(FIELD_SECURITY);
    try {
      const page = await emulator.app.inject({
        method: 'GET',
        url: '/register.php',
      });
      expect(customFieldNames(page.body)).toEqual([
        'customfield[10]',
        `customfield[${FIELD_SECURITY}]`,
      ]);
    } finally {
      emulator.db
        .prepare('UPDATE custom_fields SET admin_only = 1 WHERE id = ?')
        .run(FIELD_SECURITY);
    }
  });

  it('the API writes and reads an admin-only field like any other (UpdateClient, GetClientsDetails)', async () => {
    await callOk(emulator, 'UpdateClient', {
      clientid: 2,
      customfields: encodePhpArray({ [FIELD_SECURITY]: 'sealed-value' }),
    });
    const { client } = await callOk(emulator, 'GetClientsDetails', {
      clientid: 2,
    });
    expect(client.customfields).toEqual([
      { id: 10, value: '' },
      { id: FIELD_SECURITY, value: 'sealed-value' },
    ]);
  });

  it('AddClient stores an admin-only field given at creation', async () => {
    const added = await callOk(emulator, 'AddClient', {
      firstname: 'Ada',
      lastname: 'Admin',
      email: 'ada.admin@example.com',
      address1: 'Main Street 1',
      city: 'Berlin',
      state: 'Berlin',
      postcode: '10115',
      country: 'DE',
      phonenumber: '030 1234',
      password2: 'ada-password-1',
      customfields: encodePhpArray({ [FIELD_SECURITY]: 'from-signup' }),
    });
    const { client } = await callOk(emulator, 'GetClientsDetails', {
      clientid: added.clientid,
    });
    expect(client.customfields).toContainEqual({
      id: FIELD_SECURITY,
      value: 'from-signup',
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callError, callOk, expectSampleShape } from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { Emulator } from '../options.js';

describe('CreateSsoToken', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await buildEmulator({ publicUrl: 'https://billing.example' });
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('returns a 40-hex token and its redirect URL', async () => {
    const body = await callOk(emulator, 'CreateSsoToken', {
      client_id: 1,
      destination: 'sso:custom_redirect',
      sso_redirect_path: 'viewinvoice.php?id=1001',
    });
    expectSampleShape(body, 'CreateSsoToken');
    expect(body.access_token).toMatch(/^[0-9a-f]{40}$/);
    expect(body.redirect_url).toBe(
      `https://billing.example/oauth/singlesignon.php?access_token=${body.access_token}`,
    );
  });

  it('derives the URL from the Host header when no publicUrl is set', async () => {
    const other = await buildEmulator({ seed: 'demo' });
    const response = await other.app.inject({
      method: 'POST',
      url: '/includes/api.php',
      headers: {
        host: 'whmcs.local:8090',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload:
        'action=CreateSsoToken&identifier=demo-identifier&secret=demo-secret&user_id=502',
    });
    expect(JSON.parse(response.body).redirect_url).toMatch(
      /^http:\/\/whmcs\.local:8090\/oauth\/singlesignon\.php\?access_token=/,
    );
    await other.close();
  });

  it('reports the documented errors', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{}, 'A valid client_id or user_id is required'],
      [{ client_id: 99 }, 'Invalid client_id'],
      [{ user_id: 99 }, 'Invalid user_id'],
      [{ client_id: 1, user_id: 502 }, 'Invalid user_id for client'],
      [
        { client_id: 1, destination: 'clientarea:nowhere' },
        'Invalid destination',
      ],
      [{ client_id: 3 }, 'SSO authentication blocked for client 3'],
    ];
    for (const [fields, message] of cases) {
      expect(await callError(emulator, 'CreateSsoToken', fields)).toBe(message);
    }
  });
});

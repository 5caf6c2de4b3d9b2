import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { callError, callOk, expectSampleShape } from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { Emulator } from '../options.js';

describe('ValidateLogin', () => {
  let emulator: Emulator;
  beforeAll(async () => {
    emulator = await buildEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('returns the user id (not the client id) in the sample shape', async () => {
    const body = await callOk(emulator, 'ValidateLogin', {
      email: 'demo@example.com',
      password2: 'demo-password-1',
    });
    expectSampleShape(body, 'ValidateLogin');
    expect(body.userid).toBe('501');
    expect(body.twoFactorEnabled).toBe('false');
  });

  it('leaves out passwordhash when 2FA is on', async () => {
    const body = await callOk(emulator, 'ValidateLogin', {
      email: 'twofactor@example.com',
      password2: 'twofactor-password-1',
    });
    expect(body).toEqual({
      result: 'success',
      userid: '503',
      twoFactorEnabled: 'true',
    });
  });

  it('refuses wrong passwords and unknown e-mails alike', async () => {
    for (const fields of [
      { email: 'demo@example.com', password2: 'wrong' },
      { email: 'nobody@example.com', password2: 'demo-password-1' },
      { email: 'demo@example.com' },
      {},
    ]) {
      expect(await callError(emulator, 'ValidateLogin', fields)).toBe(
        'Email or Password Invalid',
      );
    }
  });
});

import { afterEach, describe, expect, it } from 'vitest';

import {
  callApi,
  callError,
  callOk,
  expectSampleShape,
} from '../../test/helpers.js';
import { buildEmulator } from '../app.js';
import type { Emulator } from '../options.js';
import { LATEST_WHMCS_VERSION } from '../whmcs-version.js';

describe('WhmcsDetails', () => {
  const opened: Emulator[] = [];
  const open = async (
    options: Parameters<typeof buildEmulator>[0] = {},
  ): Promise<Emulator> => {
    const emulator = await buildEmulator(options);
    opened.push(emulator);
    return emulator;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((emulator) => emulator.close()));
  });

  it('reports the newest WHMCS release by default, in the shape of the sample', async () => {
    const body = await callOk(await open(), 'WhmcsDetails');
    expectSampleShape(body, 'WhmcsDetails');
    expect(body).toEqual({
      result: 'success',
      whmcs: {
        version: LATEST_WHMCS_VERSION,
        canonicalversion: `${LATEST_WHMCS_VERSION}-release.1`,
      },
    });
  });

  it('reports the version it was given', async () => {
    const body = await callOk(
      await open({ whmcsVersion: '8.13.1' }),
      'WhmcsDetails',
    );
    expect(body.whmcs).toEqual({
      version: '8.13.1',
      canonicalversion: '8.13.1-release.1',
    });
  });

  it('does not exist before WHMCS 8.0, where it was added', async () => {
    const emulator = await open({ whmcsVersion: '7.10.2' });
    expect(await callError(emulator, 'WhmcsDetails')).toBe('Command Not Found');
  });

  it('refuses a version that is not X.Y.Z', async () => {
    await expect(buildEmulator({ whmcsVersion: '9' })).rejects.toThrow(
      /whmcsVersion/,
    );
  });

  it('is listed like every other action (case-insensitive)', async () => {
    const result = await callApi(await open(), { action: 'whmcsdetails' });
    expect(result.body.result).toBe('success');
  });
});

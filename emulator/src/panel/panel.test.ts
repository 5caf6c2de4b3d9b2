import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { addDays } from '../calendar.js';
import { DEMO_CREDENTIALS } from '../constants.js';
import {
  listProductCustomFields,
  setCustomFieldValue,
} from '../db/custom-fields.js';
import { getService } from '../db/services.js';
import { buildEmulator, startEmulator } from '../index.js';
import type { RunningEmulator } from '../index.js';

const ADMIN_HEADERS = {
  'x-emulator-identifier': DEMO_CREDENTIALS.identifier,
  'x-emulator-secret': DEMO_CREDENTIALS.secret,
  'content-type': 'application/json',
};

interface LoginAnswer {
  user_info: Record<string, unknown>;
  server_info?: Record<string, unknown>;
}

let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(async () => {
  await emulator.close();
});
beforeEach(() => {
  emulator.panel.resetFaults();
  emulator.panel.resetCalls();
});

async function login(username: string, password: string) {
  const url = new URL('/player_api.php', emulator.url);
  url.searchParams.set('username', username);
  url.searchParams.set('password', password);
  const response = await fetch(url);
  return {
    status: response.status,
    body: (await response.json()) as LoginAnswer,
  };
}

/** Sets a service's Password custom field in WHMCS, as a reset does. */
function setPassword(serviceId: number, password: string): void {
  const service = getService(emulator.db, serviceId);
  const field = listProductCustomFields(
    emulator.db,
    service?.product_id ?? 0,
  ).find((candidate) => candidate.name === 'Password');
  expect(field).toBeDefined();
  setCustomFieldValue(emulator.db, field?.id ?? 0, serviceId, password);
}

describe('the IPTV panel player API', () => {
  it('answers a line its login answer, numbers as text, with the seeded state', async () => {
    const { status, body } = await login('demo_premium', 'kT4wZ9pQ2mVx');
    expect(status).toBe(200);
    expect(body.user_info).toMatchObject({
      username: 'demo_premium',
      auth: 1,
      status: 'Active',
      is_trial: '0',
      active_cons: '1',
      max_connections: '2',
      allowed_output_formats: ['m3u8', 'ts', 'rtmp'],
    });
    expect(body.user_info['exp_date']).toMatch(/^\d+$/);
    expect(body.server_info).toMatchObject({
      https_port: '',
      server_protocol: 'http',
    });
    expect(typeof body.server_info?.['timestamp_now']).toBe('number');
  });

  it('seeds a line at its limit, one expired on the panel and a trial', async () => {
    expect(
      (await login('demo_standard', 'r8YcN3vLq6Tz')).body.user_info,
    ).toMatchObject({
      status: 'Active',
      active_cons: '1',
      max_connections: '1',
    });
    expect(
      (await login('demo_bedroom', 'c7RnX2wQe4Lt')).body.user_info,
    ).toMatchObject({ status: 'Expired' });
    expect(
      (await login('other_standard', 'm3QwE8rTy5Ui')).body.user_info,
    ).toMatchObject({ status: 'Active', is_trial: '1' });
  });

  it("runs on the emulator's clock and dates the demo lines from the seed day", async () => {
    const seedDate = '2027-06-10';
    const now = Date.parse('2027-06-16T08:00:00Z');
    const pinned = await buildEmulator({ seedDate, now: () => now });
    const loginTo = async (username: string, password: string) =>
      (
        await pinned.app.inject({
          method: 'GET',
          url: '/player_api.php',
          query: { username, password },
        })
      ).json<LoginAnswer>();
    const endOf = (date: string): string =>
      String(Date.parse(`${date}T23:59:59Z`) / 1000);
    const bedroom = await loginTo('demo_bedroom', 'c7RnX2wQe4Lt');
    expect(bedroom.user_info).toMatchObject({
      status: 'Expired',
      exp_date: endOf(addDays(seedDate, -3)),
    });
    expect(bedroom.server_info).toMatchObject({
      timestamp_now: now / 1000,
      time_now: '2027-06-16 08:00:00',
    });
    // Any other line expires with its next due date (service 101: 48 days on).
    const premium = await loginTo('demo_premium', 'kT4wZ9pQ2mVx');
    expect(premium.user_info['exp_date']).toBe(endOf(addDays(seedDate, 48)));
    await pinned.close();
  });

  it('answers wrong credentials with HTTP 200 and auth 0, and counts every call', async () => {
    expect(
      (await login('demo_premium', 'kT4wZ9pQ2mVx')).body.user_info.auth,
    ).toBe(1);
    const wrong = await login('demo_premium', 'not-the-password');
    expect(wrong.status).toBe(200);
    expect(wrong.body).toEqual({ user_info: { auth: 0 } });
    expect((await login('nobody', 'x')).body).toEqual({
      user_info: { auth: 0 },
    });
    expect(emulator.panel.calls('demo_premium')).toBe(2);
    expect(emulator.panel.calls()).toBe(3);
  });

  it('accepts the new password after a reset in WHMCS, and no longer the old one', async () => {
    expect(
      (await login('demo_premium', 'kT4wZ9pQ2mVx')).body.user_info.auth,
    ).toBe(1);
    setPassword(101, 'NewLinePass42');
    expect(
      (await login('demo_premium', 'NewLinePass42')).body.user_info.auth,
    ).toBe(1);
    expect(
      (await login('demo_premium', 'kT4wZ9pQ2mVx')).body.user_info.auth,
    ).toBe(0);
    setPassword(101, 'kT4wZ9pQ2mVx');
  });

  it('answers numbers as numbers and a line that never expires when told', async () => {
    const response = await fetch(
      `${emulator.url}/_emulator/panel/lines/demo_standard`,
      {
        method: 'PUT',
        headers: ADMIN_HEADERS,
        body: JSON.stringify({ expDate: null, activeCons: 0 }),
      },
    );
    expect(response.status).toBe(200);
    emulator.panel.setFaults({ numbers: 'numbers' });
    const { body } = await login('demo_standard', 'r8YcN3vLq6Tz');
    expect(body.user_info).toMatchObject({
      auth: 1,
      exp_date: null,
      is_trial: 0,
      active_cons: 0,
      max_connections: 1,
    });
    emulator.panel.setLine('demo_standard', {
      activeCons: 1,
      expDate: 1_800_000_000,
    });
  });

  it('gives broken answers when its faults say so, and guards its admin routes', async () => {
    const refused = await fetch(`${emulator.url}/_emulator/panel/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ errorKind: 'http' }),
    });
    expect(refused.status).toBe(403);
    const set = await fetch(`${emulator.url}/_emulator/panel/faults`, {
      method: 'PUT',
      headers: ADMIN_HEADERS,
      body: JSON.stringify({ errorKind: 'http' }),
    });
    expect(set.status).toBe(200);
    const url = `${emulator.url}/player_api.php?username=demo_premium&password=kT4wZ9pQ2mVx`;
    expect((await fetch(url)).status).toBe(503);
    emulator.panel.setFaults({ errorKind: 'garbage' });
    await expect((await fetch(url)).json()).rejects.toThrow();
    const bad = await fetch(`${emulator.url}/_emulator/panel/faults`, {
      method: 'PUT',
      headers: ADMIN_HEADERS,
      body: JSON.stringify({ errorKind: 'boom' }),
    });
    expect(bad.status).toBe(400);
    const calls = await fetch(
      `${emulator.url}/_emulator/panel/calls?username=demo_premium`,
      { headers: ADMIN_HEADERS },
    );
    expect(await calls.json()).toEqual({ calls: 2 });
  });
});

import {
  deviceSetupResponseSchema,
  subscriptionChangeResponseSchema,
  updatePasswordResponseSchema,
} from '@members/contract';
import { describe, expect, it } from 'vitest';

import {
  activityLog,
  callEmulator,
  serviceFields,
} from '../../../test/emulator-api.js';
import { describeEndpointBehaviour } from '../../../test/endpoint-behaviour.js';
import { expectError, expectQuotaLeft } from '../../../test/expect-error.js';
import type { TestBrowser } from '../../../test/http-client.js';
import { useSignedInServer } from '../../../test/signed-in-server.js';

const suite = useSignedInServer({
  withOther: true,
  env: { WHMCS_TIMEOUT_MS: '1500' },
  resetAfterEach: { faults: true, limits: true },
});

/** Custom field values of a service, read straight from the emulator. */
function fieldsOf(serviceId: number): Promise<Record<string, string>> {
  return serviceFields(suite.server.emulator.url, serviceId);
}

function activity(clientid: number): Promise<string[]> {
  return activityLog(suite.server.emulator.url, clientid);
}

const put = (browser: TestBrowser, path: string, body: unknown) =>
  browser.request('PUT', path, { body });

/**
 * A custom-field change WHMCS refuses (422 WHMCS_REJECTED) leaves every
 * field of the service as it was and spends none of its changes of the day.
 */
async function expectRefusedFieldChangeIsFree(change: {
  browser: TestBrowser;
  path: string;
  serviceId: number;
  refused: object;
  next: (change: number) => object;
}): Promise<void> {
  const before = await fieldsOf(change.serviceId);
  suite.server.emulator.setFaults({
    errorRate: 1,
    errorKind: 'whmcs',
    actions: ['UpdateClientProduct'],
  });
  expectError(
    await put(change.browser, change.path, change.refused),
    422,
    'WHMCS_REJECTED',
  );
  expect(await fieldsOf(change.serviceId)).toEqual(before);
  suite.server.emulator.resetFaults();
  await expectQuotaLeft(5, (n) =>
    put(change.browser, change.path, change.next(n)),
  );
}

describe('deviceSetup', () => {
  it('gives the owner the suite.server, credentials and playlist', async () => {
    const response = await suite.demo.post('/dashboard/api/deviceSetup', {
      serviceid: 101,
    });
    expect(response.status).toBe(200);
    const setup = deviceSetupResponseSchema.parse(response.body);
    const fields = await fieldsOf(101);
    expect(setup.serverUrl).toBe('http://line.streammax.example:8080');
    expect(setup.password).toBe(fields.Password);
    const playlistIn = (format: string) =>
      `http://line.streammax.example:8080/get.php?username=${encodeURIComponent(setup.username)}&password=${encodeURIComponent(setup.password)}&type=m3u_plus&output=${format}`;
    expect(setup.playlistUrl).toBe(playlistIn('ts'));
    expect(setup.playlists).toEqual([
      { format: 'ts', url: playlistIn('ts') },
      { format: 'm3u8', url: playlistIn('m3u8') },
    ]);
    expect(setup.mac).toBe('00:1A:79:12:34:56');
    expect(setup.epgUrl).toBe(
      `http://line.streammax.example:8080/xmltv.php?username=${encodeURIComponent(setup.username)}&password=${encodeURIComponent(setup.password)}`,
    );
  });

  it('refuses another client’s service and an inactive one (404)', async () => {
    expectError(
      await suite.demo.post('/dashboard/api/deviceSetup', { serviceid: 201 }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await suite.demo.post('/dashboard/api/deviceSetup', { serviceid: 103 }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('updateMacAddress', () => {
  it('accepts the usual notations and stores upper case with colons', async () => {
    const response = await put(suite.demo, '/dashboard/api/updateMacAddress', {
      serviceid: 102,
      mac: '00-1a-79-aa-bb-cc',
    });
    expect(response.status).toBe(200);
    const lists = subscriptionChangeResponseSchema.parse(response.body);
    expect(lists.activeSubs.find((sub) => sub.id === 102)?.mac).toBe(
      '00:1A:79:AA:BB:CC',
    );
    const fields = await fieldsOf(102);
    expect(fields['MAC Address']).toBe('00:1A:79:AA:BB:CC');
    expect(fields.Password).not.toBe('');
    expect((await activity(1))[0]).toContain('00:1A:79:AA:BB:CC');
  });

  it('refuses a MAC another service uses, and writes nothing', async () => {
    const before = await fieldsOf(101);
    const response = await put(suite.demo, '/dashboard/api/updateMacAddress', {
      serviceid: 101,
      mac: '001A79AABBCC',
    });
    const envelope = expectError(response, 409, 'MAC_ALREADY_USED');
    expect(envelope.reason).toBe('already');
    expect(await fieldsOf(101)).toEqual(before);
  });

  it('refuses a MAC used by another customer', async () => {
    const theirs = (await fieldsOf(201))['MAC Address'] ?? '';
    expect(theirs).not.toBe('');
    expectError(
      await put(suite.demo, '/dashboard/api/updateMacAddress', {
        serviceid: 101,
        mac: theirs,
      }),
      409,
      'MAC_ALREADY_USED',
    );
  });

  it('refuses malformed MACs before WHMCS is asked', async () => {
    suite.server.emulator.setFaults({ errorRate: 1, errorKind: 'http' });
    for (const mac of [
      'zz:1a:79:aa:bb:cc',
      '00:1a:79:aa:bb',
      '00:1a-79:aa:bb:cc',
      'x'.repeat(5000),
      42,
    ]) {
      const envelope = expectError(
        await put(suite.demo, '/dashboard/api/updateMacAddress', {
          serviceid: 102,
          mac,
        }),
        400,
        'VALIDATION',
      );
      expect(envelope.issues?.[0]?.path).toBe('mac');
    }
    expectError(
      await put(suite.demo, '/dashboard/api/updateMacAddress', {
        serviceid: '102',
        mac: '001A79AABBCD',
      }),
      400,
      'VALIDATION',
    );
  });

  it('refuses another client’s service (404) and writes nothing', async () => {
    const before = await fieldsOf(201);
    expectError(
      await put(suite.demo, '/dashboard/api/updateMacAddress', {
        serviceid: 201,
        mac: '001A79000001',
      }),
      404,
      'NOT_FOUND',
    );
    expect(await fieldsOf(201)).toEqual(before);
  });

  it('allows 5 changes per service per day', async () => {
    for (let change = 0; change < 5; change += 1) {
      const response = await put(
        suite.other,
        '/dashboard/api/updateMacAddress',
        {
          serviceid: 201,
          mac: `00:1A:79:00:00:0${change}`,
        },
      );
      expect(response.status).toBe(200);
    }
    expectError(
      await put(suite.other, '/dashboard/api/updateMacAddress', {
        serviceid: 201,
        mac: '00:1A:79:00:00:09',
      }),
      429,
      'RATE_LIMITED',
    );
  });

  it('writes nothing when WHMCS refuses the change, and it costs none of the day', async () => {
    await expectRefusedFieldChangeIsFree({
      browser: suite.other,
      path: '/dashboard/api/updateMacAddress',
      serviceId: 201,
      refused: { serviceid: 201, mac: '00:1A:79:00:02:99' },
      next: (change) => ({ serviceid: 201, mac: `00:1A:79:00:02:0${change}` }),
    });
  });

  it('does one change for a repeated Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'mac-change-1' };
    const body = { serviceid: 102, mac: '00:1A:79:12:12:12' };
    const first = await suite.demo.request(
      'PUT',
      '/dashboard/api/updateMacAddress',
      {
        body,
        headers,
      },
    );
    const second = await suite.demo.request(
      'PUT',
      '/dashboard/api/updateMacAddress',
      { body, headers },
    );
    expect(first.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const logged = (await activity(1)).filter((entry) =>
      entry.includes('00:1A:79:12:12:12'),
    );
    expect(logged).toHaveLength(1);
  });
});

describe('update_parental_code', () => {
  it('stores four digits', async () => {
    const response = await put(
      suite.demo,
      '/dashboard/api/update_parental_code',
      {
        serviceid: 101,
        code: '1234',
      },
    );
    expect(response.status).toBe(200);
    const lists = subscriptionChangeResponseSchema.parse(response.body);
    expect(lists.activeSubs.find((sub) => sub.id === 101)?.parentalCode).toBe(
      '1234',
    );
    expect((await fieldsOf(101))['Parental Code']).toBe('1234');
  });

  it('writes nothing when WHMCS refuses the code, and it costs none of the day', async () => {
    await expectRefusedFieldChangeIsFree({
      browser: suite.demo,
      path: '/dashboard/api/update_parental_code',
      serviceId: 101,
      refused: { serviceid: 101, code: '9876' },
      next: (change) => ({ serviceid: 101, code: `111${change}` }),
    });
  });

  it.each(['12a4', '123', '12345', 1234, ''])('refuses %j', async (code) => {
    const envelope = expectError(
      await put(suite.demo, '/dashboard/api/update_parental_code', {
        serviceid: 101,
        code,
      }),
      400,
      'VALIDATION',
    );
    expect(envelope.issues?.[0]?.path).toBe('code');
  });
});

describe('updatePassword', () => {
  it('generates a new line password, stores it and pushes it to the line', async () => {
    const before = await fieldsOf(102);
    const response = await put(suite.demo, '/api/updatePassword', {
      serviceid: 102,
    });
    expect(response.status).toBe(200);
    const answer = updatePasswordResponseSchema.parse(response.body);
    expect(answer.password).toMatch(/^[A-Za-z2-9]{14}$/);
    expect(answer.password).not.toBe(before.Password);
    const after = await fieldsOf(102);
    expect(after.Password).toBe(answer.password);
    expect(after['service password']).toBe(answer.password);
    expect(after['MAC Address']).toBe(before['MAC Address']);
  });

  it('puts the old password back when the line refuses the new one, and it costs none of the day', async () => {
    const before = await fieldsOf(101);
    suite.server.emulator.setFaults({
      errorRate: 1,
      errorKind: 'whmcs',
      actions: ['ModuleChangePw'],
    });
    expectError(
      await put(suite.demo, '/api/updatePassword', { serviceid: 101 }),
      422,
      'WHMCS_REJECTED',
    );
    suite.server.emulator.resetFaults();
    expect((await fieldsOf(101)).Password).toBe(before.Password);
    await expectQuotaLeft(5, () =>
      put(suite.demo, '/api/updatePassword', { serviceid: 101 }),
    );
  });

  it('refuses another client’s service', async () => {
    expectError(
      await put(suite.demo, '/api/updatePassword', { serviceid: 201 }),
      404,
      'NOT_FOUND',
    );
  });
});

/** A new MAC for each change, so no two controls collide. */
let macCount = 0;
function nextMac(): string {
  macCount += 1;
  return `00:1A:79:5B:00:${String(macCount).padStart(2, '0')}`;
}

/** How many entries the demo client's activity log holds in WHMCS. */
async function writesOfDemo(): Promise<number> {
  const log = await callEmulator(suite.server.emulator.url, 'GetActivityLog', {
    clientid: '1',
  });
  return Number(log.totalresults);
}

describeEndpointBehaviour(suite, {
  endpoint: 'subscriptions',
  valid: () => ({}),
  fault: {
    actions: ['GetClientsProducts'],
    errorKind: 'http',
    status: 502,
    code: 'WHMCS_UNAVAILABLE',
  },
});

describeEndpointBehaviour(suite, {
  endpoint: 'deviceSetup',
  valid: () => ({ serviceid: 101 }),
  invalid: { input: { serviceid: '101' }, path: 'serviceid' },
  otherClient: { input: { serviceid: 201 }, missing: { serviceid: 999_999 } },
  fault: {
    actions: ['GetClientsProducts'],
    errorKind: 'whmcs',
    status: 422,
    code: 'WHMCS_REJECTED',
  },
});

describeEndpointBehaviour(suite, {
  endpoint: 'updateMacAddress',
  valid: () => ({ serviceid: 102, mac: nextMac() }),
  invalid: { input: { serviceid: 102, mac: 'not-a-mac' }, path: 'mac' },
  otherClient: {
    input: { serviceid: 201, mac: '00:1A:79:5C:00:01' },
    missing: { serviceid: 999_999, mac: '00:1A:79:5C:00:01' },
  },
  fault: {
    actions: ['UpdateClientProduct'],
    errorKind: 'whmcs',
    status: 422,
    code: 'WHMCS_REJECTED',
  },
  writes: writesOfDemo,
});

describeEndpointBehaviour(suite, {
  endpoint: 'update_parental_code',
  valid: () => ({ serviceid: 101, code: '2468' }),
  invalid: { input: { serviceid: 101, code: '12a4' }, path: 'code' },
  otherClient: {
    input: { serviceid: 201, code: '2468' },
    missing: { serviceid: 999_999, code: '2468' },
  },
  fault: {
    actions: ['UpdateClientProduct'],
    errorKind: 'whmcs',
    status: 422,
    code: 'WHMCS_REJECTED',
  },
  writes: writesOfDemo,
});

describeEndpointBehaviour(suite, {
  endpoint: 'updatePassword',
  valid: () => ({ serviceid: 102 }),
  invalid: { input: { serviceid: 'x' }, path: 'serviceid' },
  otherClient: { input: { serviceid: 201 }, missing: { serviceid: 999_999 } },
  fault: {
    actions: ['UpdateClientProduct'],
    errorKind: 'whmcs',
    status: 422,
    code: 'WHMCS_REJECTED',
  },
  writes: writesOfDemo,
});

import {
  creditHistoryResponseSchema,
  handOffLinkResponseSchema,
} from '@members/contract';
import { afterEach, describe, expect, it } from 'vitest';

import { describeEndpointBehaviour } from '../../../test/endpoint-behaviour.js';
import { expectError } from '../../../test/expect-error.js';
import { useSignedInServer } from '../../../test/signed-in-server.js';

const API = '/dashboard/api';

const suite = useSignedInServer({
  withOther: true,
  resetAfterEach: { faults: true },
});

/** Sets one of WHMCS's General Settings in the emulator. */
function setSetting(setting: string, value: string): void {
  suite.server.emulator.db
    .prepare(
      'INSERT INTO settings (setting, value) VALUES (?, ?) ON CONFLICT(setting) DO UPDATE SET value = excluded.value',
    )
    .run(setting, value);
}

afterEach(() => {
  setSetting('AddFundsEnabled', 'on');
  setSetting('AddFundsMaximumBalance', '500.00');
});

/** How many single sign-on tokens WHMCS has created. */
function ssoTokensCreated(): Promise<number> {
  const row = suite.server.emulator.db
    .prepare('SELECT COUNT(*) AS count FROM sso_tokens')
    .get() as { count: number };
  return Promise.resolve(Number(row.count));
}

describe('creditHistory', () => {
  it('answers the credit, its movements newest first and the add-funds limits', async () => {
    const response = await suite.demo.get(`${API}/creditHistory`);
    expect(response.status).toBe(200);
    const answer = creditHistoryResponseSchema.parse(response.body);
    expect(answer.credit).toMatchObject({
      amount: '10.00',
      currency: { code: 'EUR' },
    });
    expect(answer.entries.map((entry) => entry.amount)).toEqual([
      '5.00',
      '-10.00',
      '15.00',
    ]);
    const dates = answer.entries.map((entry) => entry.date ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(answer.entries[1]?.description).toBe(
      'Credit Applied to Invoice #1003',
    );
    expect(answer.addFunds).toEqual({
      enabled: true,
      minimum: '5.00',
      maximum: '200.00',
      maximumBalance: '500.00',
      canAdd: true,
    });
  });

  it('reads only the session client’s credit', async () => {
    const response = await suite.other.get(`${API}/creditHistory`);
    const answer = creditHistoryResponseSchema.parse(response.body);
    expect(answer.entries).toEqual([]);
  });

  it('cannot add when WHMCS switches it off or the balance reached the maximum', async () => {
    setSetting('AddFundsEnabled', '');
    const off = creditHistoryResponseSchema.parse(
      (await suite.demo.get(`${API}/creditHistory`)).body,
    );
    expect(off.addFunds).toMatchObject({ enabled: false, canAdd: false });
    setSetting('AddFundsEnabled', 'on');
    setSetting('AddFundsMaximumBalance', '10.00');
    const full = creditHistoryResponseSchema.parse(
      (await suite.demo.get(`${API}/creditHistory`)).body,
    );
    expect(full.addFunds).toMatchObject({ enabled: true, canAdd: false });
  });
});

describe('addFundsLink', () => {
  it('answers a link that lands on WHMCS’s Add Funds page', async () => {
    const response = await suite.demo.post(`${API}/addFundsLink`, {});
    expect(response.status).toBe(200);
    const { link } = handOffLinkResponseSchema.parse(response.body);
    const redeem = await fetch(link, { redirect: 'manual' });
    expect(redeem.status).toBe(302);
    const cookie = redeem.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const page = new URL(
      redeem.headers.get('location') ?? '',
      suite.server.emulator.url,
    );
    expect(`${page.pathname}${page.search}`).toBe(
      '/clientarea.php?action=addfunds',
    );
    const html = await (await fetch(page, { headers: { cookie } })).text();
    expect(html).toContain('<title>Add Funds</title>');
    expect(html).toContain('€200.00');
  });

  it('is refused with ADD_FUNDS_UNAVAILABLE when WHMCS does not allow it', async () => {
    const before = await ssoTokensCreated();
    setSetting('AddFundsEnabled', '');
    expectError(
      await suite.demo.post(`${API}/addFundsLink`, {}),
      409,
      'ADD_FUNDS_UNAVAILABLE',
    );
    setSetting('AddFundsEnabled', 'on');
    setSetting('AddFundsMaximumBalance', '10.00');
    expectError(
      await suite.demo.post(`${API}/addFundsLink`, {}),
      409,
      'ADD_FUNDS_UNAVAILABLE',
    );
    expect(await ssoTokensCreated()).toBe(before);
  });
});

describeEndpointBehaviour(suite, {
  endpoint: 'creditHistory',
  valid: () => ({}),
  fault: {
    actions: ['GetCredits'],
    errorKind: 'http',
    status: 502,
    code: 'WHMCS_UNAVAILABLE',
  },
});

describeEndpointBehaviour(suite, {
  endpoint: 'addFundsLink',
  valid: () => ({}),
  fault: {
    actions: ['GetConfigurationValue'],
    errorKind: 'whmcs',
    status: 422,
    code: 'WHMCS_REJECTED',
  },
  writes: ssoTokensCreated,
});

import {
  allDataResponseSchema,
  subscriptionsResponseSchema,
} from '@members/contract';
import { describe, expect, it } from 'vitest';

import { useSignedInServer } from '../../../test/signed-in-server.js';

const suite = useSignedInServer({
  withOther: true,
  env: { WHMCS_TIMEOUT_MS: '1500' },
  resetAfterEach: { faults: true },
});

describe('line passwords', () => {
  it('lists name the Password field but never carry its value', async () => {
    const lists = [
      subscriptionsResponseSchema.parse(
        (await suite.demo.post('/api/subscriptions', {})).body,
      ),
      allDataResponseSchema.parse(
        (await suite.demo.post('/dashboard/api/allData', {})).body,
      ).subscriptionsData,
    ];
    for (const list of lists) {
      const all = [...list.activeSubs, ...list.unactiveSubs];
      const fields = all.flatMap((sub) => sub.customfields.customfield);
      const passwords = fields.filter((field) => field.name === 'Password');
      expect(passwords.length).toBeGreaterThan(0);
      expect(passwords.every((field) => field.value === '')).toBe(true);
    }
  });

  it('the set-up sheet of one subscription carries it', async () => {
    const response = await suite.demo.post('/dashboard/api/deviceSetup', {
      serviceid: 101,
    });
    expect(response.status).toBe(200);
    expect(JSON.stringify(response.body)).toMatch(/"password":"[^"]+"/);
  });
});

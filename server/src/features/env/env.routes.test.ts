import { envResponseSchema } from '@members/contract';
import { describe, expect, it } from 'vitest';

import { TestBrowser } from '../../../test/http-client.js';
import { useSignedInServer } from '../../../test/signed-in-server.js';
import { startTestServer } from '../../../test/start-test-server.js';

const suite = useSignedInServer({
  withOther: true,
  env: { WHMCS_TIMEOUT_MS: '1500' },
  resetAfterEach: { faults: true },
});

describe('env', () => {
  it('gives the public settings without secrets', async () => {
    const response = await new TestBrowser(suite.server.url).get(
      '/dashboard/api/env',
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      error: false,
      providerName: 'StreamMax',
      resellerGroups: [3, 4],
      affiliateDepartmentId: 3,
      announcementsVisible: true,
      clientIp: '127.0.0.1',
    });
    expect(response.text).not.toMatch(/demo-secret|demo-identifier/);
  });

  it('names the channel reports’ department only when CHANNEL_REPORT_DEPARTMENT_ID is set', async () => {
    const unset = envResponseSchema.parse(
      (await new TestBrowser(suite.server.url).get('/dashboard/api/env')).body,
    );
    expect(unset.channelReportDepartmentId).toBeUndefined();
    const server = await startTestServer({
      env: { CHANNEL_REPORT_DEPARTMENT_ID: '2' },
    });
    try {
      const set = envResponseSchema.parse(
        (await new TestBrowser(server.url).get('/dashboard/api/env')).body,
      );
      expect(set.channelReportDepartmentId).toBe(2);
    } finally {
      await server.close();
    }
  });
});

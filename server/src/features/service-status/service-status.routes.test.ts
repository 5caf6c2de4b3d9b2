import { serviceStatusResponseSchema } from '@members/contract';
import { DEMO_CREDENTIALS } from '@members/whmcs-emulator';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';

import { TestBrowser } from '../../../test/http-client.js';
import { useTestServer } from '../../../test/signed-in-server.js';
import { createWhmcsClient } from '../../whmcs/index.js';

import { ServiceStatusCache } from './service-status-cache.js';

const PATH = '/dashboard/api/serviceStatus';
const PERIOD_MS = 61_000;
const ADMIN = {
  'x-emulator-identifier': DEMO_CREDENTIALS.identifier,
  'x-emulator-secret': DEMO_CREDENTIALS.secret,
};

const suite = useTestServer();
const emulatorUrl = () => suite.server.emulator.url;

async function admin(method: string, path: string, body?: unknown) {
  const response = await fetch(`${emulatorUrl()}${path}`, {
    method,
    ...(body === undefined
      ? { headers: ADMIN }
      : {
          headers: { ...ADMIN, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: number };
}

const openIssue = (body: Record<string, unknown>) =>
  admin('POST', '/_emulator/network-issues', body);
const resolveIssue = (id: number) =>
  admin('POST', `/_emulator/network-issues/${id}/resolve`);

async function status() {
  const response = await new TestBrowser(suite.server.url).get(PATH);
  expect(response.status, response.text).toBe(200);
  return serviceStatusResponseSchema.parse(response.body);
}

afterEach(async () => {
  suite.server.emulator.resetFaults();
  await admin('PUT', '/_emulator/network-issues/feed', { enabled: true });
  // Past the kept answer, so each test reads WHMCS afresh.
  suite.server.clock.advance(PERIOD_MS);
});

describe('serviceStatus', () => {
  it('reads the feed without a session: the planned maintenance, no open issue', async () => {
    const answer = await status();
    expect(answer.source).toBe('feed');
    expect(answer.openCount).toBe(0);
    expect(answer.checkedAt).not.toBeNull();
    expect(answer.issues).toEqual([
      expect.objectContaining({
        id: 2,
        title: 'Planned maintenance of the programme guide',
        description:
          'We update the EPG servers between 03:00 and 04:00. The programme guide may be empty for a few minutes; live TV is not affected.',
        state: 'scheduled',
        status: null,
        priority: null,
        affecting: null,
      }),
    ]);
  });

  it('reads WHMCS once for 100 concurrent requests, and keeps the answer for the period', async () => {
    const before = suite.server.emulator.networkIssuesFeedReads();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => status()),
    );
    expect(new Set(answers.map((answer) => answer.checkedAt)).size).toBe(1);
    await status();
    expect(suite.server.emulator.networkIssuesFeedReads()).toBe(before + 1);
  });

  it('shares one read between two instances on one store', async () => {
    const server = suite.server;
    const deps = {
      stores: server.stores,
      config: server.config,
      now: server.clock.now,
      logger: pino({ level: 'silent' }),
      whmcs: createWhmcsClient({
        url: emulatorUrl(),
        identifier: DEMO_CREDENTIALS.identifier,
        secret: DEMO_CREDENTIALS.secret,
      }),
    };
    const a = new ServiceStatusCache(deps, PERIOD_MS);
    const b = new ServiceStatusCache(deps, PERIOD_MS);
    const before = server.emulator.networkIssuesFeedReads();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => (index % 2 ? a : b).get()),
    );
    expect(new Set(answers.map((answer) => answer.checkedAt)).size).toBe(1);
    expect(server.emulator.networkIssuesFeedReads()).toBe(before + 1);
  });

  it('shows HTML and scripts of the feed as plain text', async () => {
    const { id } = await openIssue({
      title: '<script>alert(1)</script>EU-2 down & <b>slow</b>',
      description:
        '<p>Streams <em>stop</em>.</p><script>alert(2)</script><img src=x onerror=alert(3)><p>We are on it &amp; more.</p>',
      status: 'Outage',
    });
    try {
      const answer = await status();
      const issue = answer.issues.find((candidate) => candidate.id === id);
      expect(issue).toMatchObject({
        title: 'EU-2 down & slow',
        description: 'Streams stop.\nWe are on it & more.',
        state: 'open',
      });
      expect(answer.openCount).toBe(1);
      expect(answer.issues[0]?.id).toBe(id);
    } finally {
      await resolveIssue(id);
    }
  });

  it('lists a resolved issue as resolved once the period is over, not before', async () => {
    const { id } = await openIssue({
      title: 'EPG missing',
      status: 'Reported',
    });
    expect((await status()).openCount).toBe(1);
    await resolveIssue(id);
    expect((await status()).openCount).toBe(1);
    suite.server.clock.advance(PERIOD_MS);
    const answer = await status();
    expect(answer.openCount).toBe(0);
    // The resolved ones follow the planned one, the latest resolved first.
    expect(
      answer.issues.slice(0, 2).map((issue) => [issue.id, issue.state]),
    ).toEqual([
      [2, 'scheduled'],
      [id, 'resolved'],
    ]);
    expect(answer.issues[1]?.endedAt).not.toBeNull();
  });

  it('falls back to GetStats when the feed is off', async () => {
    await admin('PUT', '/_emulator/network-issues/feed', { enabled: false });
    const { id } = await openIssue({ title: 'Outage', status: 'Outage' });
    try {
      const answer = await status();
      expect(answer).toMatchObject({
        source: 'stats',
        openCount: 1,
        issues: [],
      });
    } finally {
      await resolveIssue(id);
    }
  });

  it('answers the last good answer when WHMCS cannot be read, and WHMCS is not asked again before the period ends', async () => {
    const good = await status();
    suite.server.clock.advance(PERIOD_MS);
    await admin('PUT', '/_emulator/network-issues/feed', { enabled: false });
    suite.server.emulator.setFaults({ errorRate: 1, errorKind: 'http' });
    const answer = await status();
    expect(answer).toEqual(good);
  });
});

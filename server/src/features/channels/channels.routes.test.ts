import {
  CHANNEL_LIST_TTL_SECONDS,
  channelsResponseSchema,
  updatePasswordResponseSchema,
} from '@members/contract';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { describeEndpointBehaviour } from '../../../test/endpoint-behaviour.js';
import { expectError, expectRefused } from '../../../test/expect-error.js';
import type { TestBrowser } from '../../../test/http-client.js';
import { useSignedInServer } from '../../../test/signed-in-server.js';

const LIST = '/dashboard/api/channels';
const GUIDE = '/dashboard/api/channelGuide';
const LIST_MS = CHANNEL_LIST_TTL_SECONDS * 1000;
const BACKOFF_MS = 60_000;

const suite = useSignedInServer({
  withOther: true,
  env: { PANEL_TIMEOUT_MS: '1000' },
  resetAfterEach: { faults: true },
});

const panel = () => suite.server.emulator.panel;
const streamCalls = () => panel().calls('demo_premium', 'get_live_streams');

beforeAll(() => {
  // A small panel keeps the tests fast; the demo serves 10 000 channels.
  panel().setCatalogueSize({ channels: 30, categories: 4 });
});

afterEach(() => {
  panel().resetFaults();
  panel().resetCalls();
  // Past every kept list, guide and back-off, so each test asks afresh.
  suite.server.clock.advance(LIST_MS + BACKOFF_MS);
});

async function listOf(browser: TestBrowser, serviceid: number) {
  const response = await browser.post(LIST, { serviceid });
  expect(response.status, response.text).toBe(200);
  return { response, list: channelsResponseSchema.parse(response.body) };
}

describeEndpointBehaviour(suite, {
  endpoint: 'channels',
  valid: () => ({ serviceid: 101 }),
  invalid: { input: { serviceid: 'x' }, path: 'serviceid' },
  otherClient: { input: { serviceid: 201 }, missing: { serviceid: 99_999 } },
  fault: {
    actions: ['GetClientsProducts'],
    errorKind: 'http',
    status: 502,
    code: 'WHMCS_UNAVAILABLE',
  },
});

describe('channels: what line 101 carries', () => {
  it('lists its categories and channels in the panel’s order, with catch-up and guide markers', async () => {
    const before = suite.server.clock.now();
    const { list } = await listOf(suite.demo, 101);
    expect(list.categories).toHaveLength(4);
    expect(list.categories[0]).toEqual({ id: '1', name: 'UK | News' });
    expect(list.channels).toHaveLength(30);
    expect(list.channels.map((channel) => channel.number)).toEqual(
      Array.from({ length: 30 }, (_, index) => index + 1),
    );
    expect(list.channels[0]).toMatchObject({
      number: 1,
      categoryId: '1',
      hasCatchUp: true,
      catchUpDays: 1,
      hasGuide: true,
    });
    expect(list.channels.some((channel) => !channel.hasGuide)).toBe(true);
    expect(list.channels.some((channel) => !channel.hasCatchUp)).toBe(true);
    expect(Date.parse(list.readAt)).toBeGreaterThanOrEqual(before);
    expect(list.channels.map((channel) => channel.name)).toContain(
      'Первый канал HD',
    );
  });

  it('keeps a name with a <script> tag as text in the JSON', async () => {
    const { response, list } = await listOf(suite.demo, 101);
    expect(list.channels.map((channel) => channel.name)).toContain(
      '<script>alert(1)</script> Promo',
    );
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    // JSON text, not markup: the browser's renderer gets it as a string.
    expect(response.text).toContain(
      JSON.stringify('<script>alert(1)</script> Promo'),
    );
  });

  it('answers 404 for a line that is not Active, without asking the panel', async () => {
    expectError(
      await suite.demo.post(LIST, { serviceid: 103 }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await suite.demo.post(GUIDE, { serviceid: 103, streamIds: [1200] }),
      404,
      'NOT_FOUND',
    );
    expect(panel().calls(undefined, 'get_live_streams')).toBe(0);
  });

  it('never asks the panel for another customer’s line', async () => {
    await expectRefused(
      () => suite.demo.post(GUIDE, { serviceid: 201, streamIds: [1200] }),
      () => suite.demo.post(GUIDE, { serviceid: 101, streamIds: [1200] }),
      404,
      'NOT_FOUND',
    );
    expect(panel().calls('other_standard', 'get_live_streams')).toBe(0);
    expect(panel().calls('other_standard', 'get_short_epg')).toBe(0);
  });
});

describe('channels: polite to the panel', () => {
  it('answers 100 views within the cache period with one panel call', async () => {
    for (let view = 0; view < 100; view += 1) {
      expect((await suite.demo.post(LIST, { serviceid: 101 })).status).toBe(
        200,
      );
      suite.server.clock.advance(LIST_MS / 200);
    }
    expect(streamCalls()).toBe(1);
    expect(panel().calls('demo_premium', 'get_live_categories')).toBe(1);
    suite.server.clock.advance(LIST_MS);
    await listOf(suite.demo, 101);
    expect(streamCalls()).toBe(2);
  });

  it('makes one panel call for two concurrent first reads', async () => {
    const answers = await Promise.all([
      suite.demo.post(LIST, { serviceid: 101 }),
      suite.demo.post(LIST, { serviceid: 101 }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]?.text).toBe(answers[1]?.text);
    expect(streamCalls()).toBe(1);
  });

  it('reads the list with the new password right after a reset, within the cache period', async () => {
    await listOf(suite.demo, 101);
    const reset = await suite.demo.request('PUT', '/api/updatePassword', {
      body: { serviceid: 101 },
    });
    expect(reset.status, reset.text).toBe(200);
    const { password } = updatePasswordResponseSchema.parse(reset.body);
    await listOf(suite.demo, 101);
    expect(panel().linePassword('demo_premium')).toBe(password);
    expect(streamCalls()).toBe(2);
  });
});

describe('channels: sent as the store keeps it', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'gzip'],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip;q=0, br', 'br'],
    ['identity', null],
  ])(
    'answers Accept-Encoding “%s” in %s, the same list',
    async (accepts, encoding) => {
      // The first read has the text at hand; the second is the kept one.
      const { list } = await listOf(suite.demo, 101);
      const kept = await suite.demo.post(
        LIST,
        { serviceid: 101 },
        { headers: { 'accept-encoding': accepts } },
      );
      expect(kept.status, kept.text).toBe(200);
      expect(kept.headers.get('content-encoding')).toBe(encoding);
      expect(kept.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(kept.headers.get('content-type')).toMatch(/^application\/json/);
      expect(channelsResponseSchema.parse(kept.body)).toEqual(list);
      expect(streamCalls()).toBe(1);
    },
  );
});

describe('channels: when the panel cannot be read', () => {
  it.each(['http', 'garbage', 'html', 'drop'] as const)(
    'answers PANEL_UNAVAILABLE for a %s answer and serves again once it is back',
    async (errorKind) => {
      panel().setFaults({ errorKind });
      expectError(
        await suite.demo.post(LIST, { serviceid: 101 }),
        503,
        'PANEL_UNAVAILABLE',
      );
      panel().resetFaults();
      // Backed off meanwhile, then read afresh.
      expectError(
        await suite.demo.post(LIST, { serviceid: 101 }),
        503,
        'PANEL_UNAVAILABLE',
      );
      suite.server.clock.advance(BACKOFF_MS);
      await listOf(suite.demo, 101);
    },
  );

  it('answers PANEL_REFUSED when the panel no longer takes the line’s password', async () => {
    panel().setLine('demo_premium', { password: 'drifted-on-panel' });
    try {
      expectError(
        await suite.demo.post(LIST, { serviceid: 101 }),
        502,
        'PANEL_REFUSED',
      );
      expectError(
        await suite.demo.post(GUIDE, { serviceid: 101, streamIds: [1200] }),
        502,
        'PANEL_REFUSED',
      );
    } finally {
      panel().setLine('demo_premium', { password: null });
    }
  });

  it('answers PANEL_UNAVAILABLE for a guide the panel fails, and the list still loads', async () => {
    const { list } = await listOf(suite.demo, 101);
    panel().setFaults({ errorKind: 'http' });
    expectError(
      await suite.demo.post(GUIDE, {
        serviceid: 101,
        streamIds: [list.channels[0]?.streamId ?? 0],
      }),
      503,
      'PANEL_UNAVAILABLE',
    );
    expect((await suite.demo.post(LIST, { serviceid: 101 })).status).toBe(200);
  });
});

describe('channels: the demo’s full list', () => {
  it('serves 10 000 channels over 60 categories, read once', async () => {
    panel().resetCatalogue();
    try {
      const { list } = await listOf(suite.demo, 101);
      expect(list.channels).toHaveLength(10_000);
      expect(list.categories).toHaveLength(60);
      await listOf(suite.demo, 101);
      expect(streamCalls()).toBe(1);
    } finally {
      panel().setCatalogueSize({ channels: 30, categories: 4 });
    }
  });
});

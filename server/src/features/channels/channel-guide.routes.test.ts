import {
  CHANNEL_GUIDE_TTL_SECONDS,
  CHANNEL_LIST_TTL_SECONDS,
  channelGuideResponseSchema,
  channelsResponseSchema,
} from '@members/contract';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { TestBrowser } from '../../../test/http-client.js';
import { useSignedInServer } from '../../../test/signed-in-server.js';

const LIST = '/dashboard/api/channels';
const GUIDE = '/dashboard/api/channelGuide';
const LIST_MS = CHANNEL_LIST_TTL_SECONDS * 1000;
const GUIDE_MS = CHANNEL_GUIDE_TTL_SECONDS * 1000;
const BACKOFF_MS = 60_000;

/*
 * Apart from channels.routes.test.ts: its server's clock moves far on, and
 * now/next is worked out by the server's clock from the panel's guide,
 * which the emulator writes by its own clock.
 */

const suite = useSignedInServer({
  withOther: true,
  env: { PANEL_TIMEOUT_MS: '1000' },
  resetAfterEach: { faults: true },
});

const panel = () => suite.server.emulator.panel;
const guideCalls = () => panel().calls('demo_premium', 'get_short_epg');

beforeAll(() => {
  // A small panel keeps the tests fast; the demo serves 10 000 channels.
  panel().setCatalogueSize({ channels: 30, categories: 4 });
});

afterEach(() => {
  panel().resetFaults();
  panel().resetCalls();
  // Past every kept guide and back-off; the panel's clock runs on its own,
  // so the server's is moved no further than the panel's guide reaches.
  suite.server.clock.advance(GUIDE_MS + BACKOFF_MS);
});

async function listOf(browser: TestBrowser, serviceid: number) {
  const response = await browser.post(LIST, { serviceid });
  expect(response.status, response.text).toBe(200);
  return { response, list: channelsResponseSchema.parse(response.body) };
}

async function guideOf(
  browser: TestBrowser,
  serviceid: number,
  streamIds: number[],
) {
  const response = await browser.post(GUIDE, { serviceid, streamIds });
  expect(response.status, response.text).toBe(200);
  return channelGuideResponseSchema.parse(response.body).entries;
}

describe('channelGuide: now and next', () => {
  it('reads ids and times sent as numbers like those sent as text', async () => {
    const { list: asText } = await listOf(suite.demo, 101);
    const streamId = asText.channels[0]?.streamId ?? 0;
    const guideAsText = await guideOf(suite.demo, 101, [streamId]);
    suite.server.clock.advance(LIST_MS);
    panel().setFaults({ numbers: 'numbers' });
    const { list: asNumbers } = await listOf(suite.demo, 101);
    expect({ ...asNumbers, readAt: '' }).toEqual({ ...asText, readAt: '' });
    const guideAsNumbers = await guideOf(suite.demo, 101, [streamId]);
    expect(guideAsNumbers[0]?.next).toBeTruthy();
    expect(guideCalls()).toBe(2);
    expect(guideAsText[0]?.streamId).toBe(guideAsNumbers[0]?.streamId);
  });

  it('answers now/next by the clock for the asked channels it carries, in the asked order', async () => {
    const { list } = await listOf(suite.demo, 101);
    const guided = list.channels.filter((channel) => channel.hasGuide);
    const plain = list.channels.find((channel) => !channel.hasGuide);
    const asked = [
      guided[2]?.streamId ?? 0,
      999_999,
      plain?.streamId ?? 0,
      guided[0]?.streamId ?? 0,
    ];
    const entries = await guideOf(suite.demo, 101, asked);
    expect(entries.map((entry) => entry.streamId)).toEqual([
      asked[0],
      asked[2],
      asked[3],
    ]);
    const now = suite.server.clock.now();
    const [first, none] = entries;
    expect(Date.parse(first?.now?.start ?? '')).toBeLessThanOrEqual(now);
    expect(Date.parse(first?.now?.end ?? '')).toBeGreaterThan(now);
    expect(first?.next?.start).toBe(first?.now?.end);
    // Base64 from the panel, plain text here.
    expect(first?.now?.title).toMatch(/^[^=]+$/);
    expect(first?.now?.title.length).toBeGreaterThan(2);
    expect(none).toEqual({ streamId: asked[2], now: null, next: null });
    // Two guided channels asked, two short guides read; the plain one costs none.
    expect(guideCalls()).toBe(2);
  });

  it('keeps each channel’s guide for its period and moves now/next with the clock', async () => {
    const { list } = await listOf(suite.demo, 101);
    const streamId = list.channels.find((channel) => channel.hasGuide)
      ?.streamId as number;
    const [first] = await guideOf(suite.demo, 101, [streamId]);
    const end = Date.parse(first?.now?.end ?? '');
    // Just past the programme's end (within the guide's period when it ends soon).
    const step = Math.min(
      end - suite.server.clock.now() + 1,
      GUIDE_MS - 10_000,
    );
    suite.server.clock.advance(step);
    const [again] = await guideOf(suite.demo, 101, [streamId]);
    expect(guideCalls()).toBe(1);
    if (suite.server.clock.now() >= end) {
      expect(again?.now).toEqual(first?.next);
    } else {
      expect(again).toEqual(first);
    }
    suite.server.clock.advance(GUIDE_MS);
    await guideOf(suite.demo, 101, [streamId]);
    expect(guideCalls()).toBe(2);
  });
});

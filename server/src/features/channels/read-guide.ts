import {
  CHANNEL_GUIDE_TTL_SECONDS,
  CHANNEL_LIST_TTL_SECONDS,
} from '@members/contract';
import type {
  ChannelGuideEntry,
  ChannelGuideResponse,
  ChannelsResponse,
  Programme,
} from '@members/contract';

import { loadOwnLine, panelAppError } from '../../domain/own-line.js';
import type { OwnLine, OwnLineDeps } from '../../domain/own-line.js';
import type { RouteCall } from '../../http/define-route.js';
import { toProgrammes } from '../../panel/live-answer.js';
import type { PanelProgramme } from '../../panel/live-answer.js';
import { panelReadKey } from '../../stores/panel-read-cache.js';

import { readChannelList } from './read-channels.js';

/** Programmes asked per channel: now, next and some slack for the cache period. */
const GUIDE_LIMIT = 4;
/** Guide reads under way at once for one request. */
const GUIDE_CONCURRENCY = 6;

/** Which stream ids the line carries, and which of them have a guide. */
interface ChannelIndex {
  guided: number[];
  plain: number[];
}

/** The line's channel index, kept beside its list (derived from it, no panel call of its own). */
async function readIndex(
  deps: OwnLineDeps,
  line: OwnLine,
): Promise<Map<number, boolean>> {
  const kept = await deps.linePanel.reads.read(
    panelReadKey('channel-index', line.panelUrl, line.username, line.password),
    CHANNEL_LIST_TTL_SECONDS * 1000,
    async () => {
      const list = JSON.parse(
        await readChannelList(deps, line),
      ) as ChannelsResponse;
      const index: ChannelIndex = { guided: [], plain: [] };
      for (const channel of list.channels) {
        (channel.hasGuide ? index.guided : index.plain).push(channel.streamId);
      }
      return JSON.stringify(index);
    },
  );
  const index = JSON.parse(kept) as ChannelIndex;
  return new Map([
    ...index.guided.map((id) => [id, true] as const),
    ...index.plain.map((id) => [id, false] as const),
  ]);
}

/** A channel's next programmes, from the store for {@link CHANNEL_GUIDE_TTL_SECONDS}. */
async function readProgrammes(
  deps: OwnLineDeps,
  line: OwnLine,
  streamId: number,
): Promise<PanelProgramme[]> {
  const kept = await deps.linePanel.reads.read(
    panelReadKey(
      `guide:${streamId}`,
      line.panelUrl,
      line.username,
      line.password,
    ),
    CHANNEL_GUIDE_TTL_SECONDS * 1000,
    async () =>
      JSON.stringify(
        toProgrammes(
          await deps.linePanel.client.readAction(
            line.panelUrl,
            line.username,
            line.password,
            {
              action: 'get_short_epg',
              stream_id: String(streamId),
              limit: String(GUIDE_LIMIT),
            },
          ),
        ),
      ),
  );
  return JSON.parse(kept) as PanelProgramme[];
}

function toProgramme(programme: PanelProgramme): Programme {
  return {
    title: programme.title,
    start: new Date(programme.start * 1000).toISOString(),
    end: new Date(programme.stop * 1000).toISOString(),
  };
}

/** Now and next at `nowSeconds`: what is on air, then the first to start after it. */
export function nowAndNext(
  programmes: PanelProgramme[],
  nowSeconds: number,
): Pick<ChannelGuideEntry, 'now' | 'next'> {
  const current = programmes.find(
    (programme) => programme.start <= nowSeconds && nowSeconds < programme.stop,
  );
  const after = current?.stop ?? nowSeconds;
  const next = programmes.find((programme) => programme.start >= after);
  return {
    now: current ? toProgramme(current) : null,
    next: next ? toProgramme(next) : null,
  };
}

/** Runs `work` over `items`, a few at a time, keeping their order. */
async function inBatches<T, R>(
  items: T[],
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += GUIDE_CONCURRENCY) {
    results.push(
      ...(await Promise.all(
        items.slice(start, start + GUIDE_CONCURRENCY).map(work),
      )),
    );
  }
  return results;
}

/**
 * `channelGuide`: now and next on some channels of the session's own Active
 * line, in the asked order; ids the line does not carry are left out, a
 * channel without a guide channel answers nulls without asking the panel.
 * Each channel's programmes are kept {@link CHANNEL_GUIDE_TTL_SECONDS} and
 * now/next is worked out from them at every view, by our clock.
 */
export async function getChannelGuide(
  deps: OwnLineDeps,
  { identity, input }: Pick<RouteCall<'channelGuide'>, 'identity' | 'input'>,
): Promise<ChannelGuideResponse> {
  const line = await loadOwnLine(deps, identity, input.serviceid);
  try {
    const index = await readIndex(deps, line);
    const carried = [...new Set(input.streamIds)].filter((id) => index.has(id));
    const nowSeconds = Math.floor(deps.now() / 1000);
    const entries = await inBatches(
      carried,
      async (streamId): Promise<ChannelGuideEntry> => {
        if (index.get(streamId) !== true) {
          return { streamId, now: null, next: null };
        }
        const programmes = await readProgrammes(deps, line, streamId);
        return { streamId, ...nowAndNext(programmes, nowSeconds) };
      },
    );
    return { entries };
  } catch (error) {
    throw panelAppError(deps, line, error);
  }
}

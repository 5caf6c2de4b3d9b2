import {
  CHANNEL_LIST_TTL_SECONDS,
  channelsResponseSchema,
} from '@members/contract';
import type { ChannelsResponse } from '@members/contract';

import { loadOwnLine, panelAppError } from '../../domain/own-line.js';
import type { OwnLine, OwnLineDeps } from '../../domain/own-line.js';
import type { RouteCall } from '../../http/define-route.js';
import { toChannelCategories, toChannels } from '../../panel/live-answer.js';
import { panelReadKey } from '../../stores/panel-read-cache.js';
import type { PackedText } from '../../stores/panel-read-cache.js';

/** Reads the list from the panel: two calls, checked once against the contract. */
async function loadList(deps: OwnLineDeps, line: OwnLine): Promise<string> {
  const { client } = deps.linePanel;
  const [categories, streams] = await Promise.all([
    client.readAction(line.panelUrl, line.username, line.password, {
      action: 'get_live_categories',
    }),
    client.readAction(line.panelUrl, line.username, line.password, {
      action: 'get_live_streams',
    }),
  ]);
  const answer: ChannelsResponse = channelsResponseSchema.parse({
    categories: toChannelCategories(categories),
    channels: toChannels(streams),
    readAt: new Date(deps.now()).toISOString(),
  });
  return JSON.stringify(answer);
}

/** The store key and loader of a line's channel list. */
function listRead(deps: OwnLineDeps, line: OwnLine) {
  return {
    key: panelReadKey('channels', line.panelUrl, line.username, line.password),
    ttlMs: CHANNEL_LIST_TTL_SECONDS * 1000,
    load: () => loadList(deps, line),
  };
}

/**
 * The line's channel list as its serialised answer, from the shared store
 * for {@link CHANNEL_LIST_TTL_SECONDS} (keyed by the line's credentials, so
 * a password reset reads anew), one panel read at a time per line.
 */
export async function readChannelList(
  deps: OwnLineDeps,
  line: OwnLine,
): Promise<string> {
  const { key, ttlMs, load } = listRead(deps, line);
  try {
    return await deps.linePanel.reads.read(key, ttlMs, load);
  } catch (error) {
    throw panelAppError(deps, line, error);
  }
}

/**
 * `channels`: the live channels of the session's own Active line, read from
 * its IPTV panel with the line's own credentials. Answered as the kept
 * serialised answer (about 1 MB for 10 000 channels, 100 kB gzipped),
 * checked when it was read rather than on every view, and gzipped as the
 * store keeps it: a browser that takes gzip gets those bytes, neither
 * unpacked nor compressed again.
 */
export async function getChannels(
  deps: OwnLineDeps,
  { identity, input }: Pick<RouteCall<'channels'>, 'identity' | 'input'>,
): Promise<PackedText> {
  const line = await loadOwnLine(deps, identity, input.serviceid);
  const { key, ttlMs, load } = listRead(deps, line);
  try {
    return await deps.linePanel.reads.readPacked(key, ttlMs, load);
  } catch (error) {
    throw panelAppError(deps, line, error);
  }
}

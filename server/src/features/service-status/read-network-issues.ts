import type { NetworkIssue, ServiceStatusResponse } from '@members/contract';

import type { ServerDeps } from '../../http/feature.js';
import {
  BodyTooLargeError,
  readHttpBody,
  sendHttpRequest,
} from '../../lib/http-request.js';

import { htmlToText, readRssItems, type RssItem } from './rss-items.js';

/** The feed's body may not be larger than this. */
export const MAX_FEED_BYTES = 512 * 1024;

/** The feed and GetStats could not be read: no figure at all. */
export class StatusUnreadableError extends Error {}

const MONTHS = 'JanFebMarAprMayJunJulAugSepOctNovDec';

/** Where WHMCS serves its public network issues feed, beside its API. */
export function feedUrl(apiEndpoint: string): string {
  const url = new URL(apiEndpoint);
  url.pathname = url.pathname.replace(
    /\/includes\/api\.php$/i,
    '/networkissuesrss.php',
  );
  url.search = '';
  return url.toString();
}

/**
 * An RSS `pubDate` (RFC 2822, as PHP's `date("r")` writes it in WHMCS's
 * zone): the wall time it names, and the instant.
 */
function readPubDate(
  text: string,
): { wallTime: string; instantMs: number } | null {
  const match =
    /^\s*(?:\w{3},\s*)?(\d{1,2})\s+(\w{3})\s+(\d{4})\s+(\d{2}):(\d{2})(?::(\d{2}))?/.exec(
      text,
    );
  const month = match ? MONTHS.indexOf(match[2] ?? '') / 3 + 1 : 0;
  const instantMs = Date.parse(text);
  if (
    !match ||
    month < 1 ||
    !Number.isInteger(month) ||
    Number.isNaN(instantMs)
  ) {
    return null;
  }
  const pad = (value: string | number) => String(value).padStart(2, '0');
  const wallTime = `${match[3]}-${pad(month)}-${pad(match[1] ?? '')}T${match[4]}:${match[5]}:${match[6] ?? '00'}`;
  return { wallTime, instantMs };
}

/** A feed item as a network issue: the feed says no status, priority or server. */
function toIssue(item: RssItem, position: number, nowMs: number): NetworkIssue {
  const id = Number(/nid(\d+)/.exec(item.link)?.[1] ?? position);
  const started = readPubDate(item.pubDate);
  const isFuture = started !== null && started.instantMs > nowMs;
  return {
    id: Number.isSafeInteger(id) && id > 0 ? id : position,
    title: htmlToText(item.title),
    description: htmlToText(item.description),
    state: isFuture ? 'scheduled' : 'open',
    status: null,
    priority: null,
    affecting: null,
    startedAt: started?.wallTime ?? null,
    endedAt: null,
    updatedAt: null,
  };
}

/** The issues of WHMCS's public feed; throws when it is off or unreadable. */
export async function readFeed(
  deps: Pick<ServerDeps, 'whmcs' | 'config' | 'now'>,
): Promise<NetworkIssue[]> {
  // No redirect is followed: one answers as anything but 200 does.
  const response = await sendHttpRequest(feedUrl(deps.whmcs.endpoint), {
    method: 'GET',
    signal: AbortSignal.timeout(deps.config.whmcs.timeoutMs),
    headers: { accept: 'application/rss+xml, application/xml, text/xml' },
  });
  if (response.statusCode !== 200) {
    response.destroy();
    throw new StatusUnreadableError(
      `feed answered HTTP ${response.statusCode ?? 0}`,
    );
  }
  const xml = await readHttpBody(response, MAX_FEED_BYTES)
    .catch((error: unknown) => {
      throw error instanceof BodyTooLargeError
        ? new StatusUnreadableError('feed too large')
        : error;
    })
    .then((bytes) => bytes.toString('utf8'));
  const nowMs = deps.now();
  return readRssItems(xml).map((item, index) =>
    toIssue(item, index + 1, nowMs),
  );
}

/** WHMCS's network issues now: from the feed, else the number from GetStats. */
export async function readNetworkIssues(
  deps: Pick<ServerDeps, 'whmcs' | 'config' | 'now' | 'logger'>,
): Promise<Omit<ServiceStatusResponse, 'error' | 'checkedAt'>> {
  try {
    const issues = await readFeed(deps);
    return {
      issues,
      openCount: issues.filter((issue) => issue.state === 'open').length,
      source: 'feed',
    };
  } catch (error) {
    deps.logger.debug({ err: error }, 'network issues feed unreadable');
  }
  try {
    const stats = await deps.whmcs.getStats();
    return { issues: [], openCount: stats.networkissues_open, source: 'stats' };
  } catch (error) {
    deps.logger.warn({ err: error }, 'network issues unreadable');
    throw new StatusUnreadableError('neither the feed nor GetStats answered');
  }
}

import type { FastifyInstance } from 'fastify';

import { dateTimeAt, type ServerClock } from '../calendar.js';
import { getMeta, type Database } from '../db/database.js';
import { listUnresolvedNetworkIssues } from '../db/network-issues.js';

/** Where WHMCS serves its network issues feed. */
export const NETWORK_ISSUES_RSS_PATH = '/networkissuesrss.php';

/** The `meta` key that switches the feed off ('0') and on again. */
export const NETWORK_ISSUES_FEED_META = 'network_issues_feed';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

function asUtcMs(dateTime: string): number {
  return Date.parse(`${dateTime.replace(' ', 'T')}Z`);
}

/** A WHMCS date-time in its zone as PHP's `date("r")` writes it (RFC 2822). */
export function rfc2822(dateTime: string, timeZone: string): string {
  const wall = asUtcMs(dateTime);
  const offsetMs = asUtcMs(dateTimeAt(wall, timeZone)) - wall;
  const local = new Date(wall);
  const minutes = Math.round(offsetMs / 60000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const pad = (n: number): string => String(n).padStart(2, '0');
  const zone = `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
  return `${DAYS[local.getUTCDay()]}, ${pad(local.getUTCDate())} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())} ${zone}`;
}

/** Whether the provider has the feed switched off. */
export function isFeedOff(db: Database): boolean {
  return getMeta(db, NETWORK_ISSUES_FEED_META) === '0';
}

/**
 * The feed as WHMCS's `networkissuesrss.php` writes it: every issue that is
 * not Resolved (scheduled ones included), newest start first, each with only
 * its title (as stored, not in CDATA), a link, the start as `pubDate` and the
 * HTML description in CDATA; no status, priority or affected server.
 */
export function renderNetworkIssuesRss(
  db: Database,
  clock: ServerClock,
  systemUrl: string,
): string {
  const items = listUnresolvedNetworkIssues(db).map(
    (issue) => `
<item>
    <title>${issue.title}</title>
    <link>${systemUrl}/networkissues.php?view=nid${issue.id}</link>
    <pubDate>${rfc2822(issue.startdate, clock.timeZone)}</pubDate>
    <description><![CDATA[${issue.description}]]></description>
</item>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<atom:link href="${systemUrl}/networkissuesrss.php" rel="self" type="application/rss+xml" />
<title><![CDATA[StreamLine TV]]></title>
<description><![CDATA[StreamLine TV Network Issues RSS Feed]]></description>
<link>${systemUrl}/networkissues.php</link>${items.join('')}
</channel>
</rss>`;
}

/** Counts the feed's reads, for tests that check how often it is read. */
export interface FeedReads {
  count: number;
}

/**
 * Registers `GET /networkissuesrss.php`. Switched off, it answers 404 like a
 * WHMCS whose provider removed or blocked the file.
 */
export function registerNetworkIssuesRss(
  app: FastifyInstance,
  options: { db: Database; clock: ServerClock; reads: FeedReads },
): void {
  app.get(NETWORK_ISSUES_RSS_PATH, async (request, reply) => {
    options.reads.count += 1;
    if (isFeedOff(options.db)) {
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send('<h1>Not Found</h1>');
    }
    const systemUrl = `${request.protocol}://${request.host}`;
    return reply
      .type('application/rss+xml')
      .send(renderNetworkIssuesRss(options.db, options.clock, systemUrl));
  });
}

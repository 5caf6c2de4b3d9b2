import type { Announcement } from '@members/contract';

import { sanitizeHtml } from '../lib/sanitize-html.js';

import type { DomainContext } from './context.js';
import { toLocalDateTime } from './dates.js';

const ANNOUNCEMENTS_TTL_MS = 60 * 1000;
/** The dashboard shows the newest few. */
const MAX_ANNOUNCEMENTS = 10;

/**
 * Published announcements, newest first (cached briefly: they are the same
 * for everyone). WHMCS may return unpublished ones, so they are filtered here.
 * Bodies are sanitised here, once per load and before caching, so the
 * dashboard needs no sanitiser of its own.
 */
export async function listAnnouncements(
  ctx: DomainContext,
): Promise<Announcement[]> {
  return ctx.cache.get('announcements', ANNOUNCEMENTS_TTL_MS, async () => {
    const reply = await ctx.whmcs.getAnnouncements({ limitnum: 50 });
    return reply.announcements
      .filter((announcement) => announcement.published)
      .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || b.id - a.id)
      .slice(0, MAX_ANNOUNCEMENTS)
      .map((announcement) => ({
        id: announcement.id,
        date: toLocalDateTime(announcement.date),
        title: announcement.title,
        body: sanitizeHtml(announcement.announcement),
      }));
  });
}

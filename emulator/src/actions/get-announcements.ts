import { listAnnouncements } from '../db/announcements.js';

import {
  getPage,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

/**
 * GetAnnouncements: a page of announcements, newest first, unpublished ones included
 * with `published: "0"` (callers filter, as the reference advises).
 * @see https://developers.whmcs.com/api-reference/getannouncements/
 */
export function getAnnouncements(context: ActionContext): ActionReply {
  const page = getPage(context);
  const { total, rows } = listAnnouncements(context.db, page);
  return successReply({
    totalresults: String(total),
    startnumber: String(page.start),
    numreturned: String(rows.length),
    announcements: {
      announcement: rows.map((row) => ({
        id: String(row.id),
        date: row.date,
        title: row.title,
        announcement: row.announcement,
        published: String(row.published),
        parentid: String(row.parentid),
        language: row.language,
        created_at: row.created_at,
        updated_at: row.updated_at,
      })),
    },
  });
}

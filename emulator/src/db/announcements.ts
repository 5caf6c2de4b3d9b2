import { prepare, type Database } from './database.js';
import type { Page } from './rows.js';

/** A row of `announcements`; `announcement` is HTML. */
export interface AnnouncementRow {
  id: number;
  date: string;
  title: string;
  announcement: string;
  published: number;
  parentid: number;
  language: string;
  created_at: string;
  updated_at: string;
}

/** One page of announcements, newest first, with the total count. */
export function listAnnouncements(
  db: Database,
  page: Page,
): { total: number; rows: AnnouncementRow[] } {
  const total =
    prepare<[], { n: number }>(
      db,
      'SELECT COUNT(*) AS n FROM announcements',
    ).get()?.n ?? 0;
  const rows = prepare<[number, number], AnnouncementRow>(
    db,
    'SELECT * FROM announcements ORDER BY date DESC, id DESC LIMIT ? OFFSET ?',
  ).all(page.limit, page.start);
  return { total, rows };
}

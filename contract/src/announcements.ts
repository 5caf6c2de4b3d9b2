import { z } from 'zod';

import { dateTimeSchema, idSchema } from './common.js';

/**
 * A published announcement of the provider; `body` is HTML the server has
 * already sanitised with the contract's HTML policy (`html-policy.ts`).
 */
export const announcementSchema = z
  .object({
    id: idSchema,
    date: dateTimeSchema,
    title: z.string(),
    body: z
      .string()
      .describe(
        'HTML from WHMCS, sanitised by the server with the HTML policy (html-policy.ts): safe to show as is',
      ),
  })
  .meta({ id: 'Announcement' });
export type Announcement = z.infer<typeof announcementSchema>;

/**
 * The date of the newest announcement a customer has opened from the
 * dashboard's "Needs attention" panel: an announcement's `date` as the
 * server sends it (`YYYY-MM-DDTHH:MM:SS`, WHMCS's local time, no offset), so
 * marks and dates compare as plain strings.
 */
export const announcementsSeenUpToSchema = z.iso
  .datetime({ local: true, precision: 0, error: 'invalid_date' })
  // `local` still lets a `Z` through: the mark has no offset at all.
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/, { error: 'invalid_date' })
  .describe(
    "The newest announcement's `date` the customer has seen (YYYY-MM-DDTHH:MM:SS)",
  );

/** `markAnnouncementsSeen`: the announcements up to `date` are seen. */
export const markAnnouncementsSeenRequestSchema = z.object({
  date: announcementsSeenUpToSchema,
});
export type MarkAnnouncementsSeenRequest = z.infer<
  typeof markAnnouncementsSeenRequestSchema
>;

/**
 * The customer's mark after the call: the date sent, or a later one already
 * kept (the mark never goes back).
 */
export const markAnnouncementsSeenResponseSchema = z.object({
  error: z.literal(false),
  announcementsSeenUpTo: announcementsSeenUpToSchema,
});
export type MarkAnnouncementsSeenResponse = z.infer<
  typeof markAnnouncementsSeenResponseSchema
>;

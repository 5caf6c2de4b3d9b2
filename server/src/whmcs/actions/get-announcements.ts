import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import {
  booleanSchema,
  dateTimeSchema,
  idSchema,
  pageShape,
  refIdSchema,
  textSchema,
  createWrappedListSchema,
  rawTextSchema,
} from '../normalise.js';

/** Parameters of GetAnnouncements: paging only. */
export type GetAnnouncementsParams = {
  limitstart?: number;
  limitnum?: number;
};

/**
 * Reply of GetAnnouncements: one page of announcements; whether unpublished
 * ones are included is unknown, so callers filter on `published`.
 * @see https://developers.whmcs.com/api-reference/getannouncements/
 */
export const getAnnouncementsReplySchema = z.object({
  ...pageShape,
  announcements: createWrappedListSchema(
    'announcement',
    z.object({
      id: idSchema,
      date: dateTimeSchema.default(null),
      title: textSchema.default(''),
      /** HTML body: sanitise before showing it. */
      /** The body as HTML, kept as WHMCS sent it; sanitised before it is shown. */
      announcement: rawTextSchema.default(''),
      published: booleanSchema.default(false),
      parentid: refIdSchema.default(0),
      language: textSchema.default(''),
      created_at: dateTimeSchema.default(null),
      updated_at: dateTimeSchema.default(null),
    }),
  ),
});

/** Parsed GetAnnouncements reply. */
export type GetAnnouncementsReply = z.infer<typeof getAnnouncementsReplySchema>;

/**
 * GetAnnouncements: announcements, paginated.
 * @see https://developers.whmcs.com/api-reference/getannouncements/
 */
export const getAnnouncementsAction = defineAction<GetAnnouncementsParams>()({
  isRead: true,
  replySchema: getAnnouncementsReplySchema,
});

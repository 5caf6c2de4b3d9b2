import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import {
  dateTimeSchema,
  idSchema,
  pageShape,
  refIdSchema,
  textSchema,
  createWrappedListSchema,
} from '../normalise.js';

/**
 * Parameters of GetActivityLog; `date` is in the installation's display
 * format (e.g. `14/05/2025`) and `description` is a substring search.
 */
export type GetActivityLogParams = {
  limitstart?: number;
  limitnum?: number;
  clientid?: number;
  /** The client filter's name before WHMCS 8.5 (still accepted since). */
  userid?: number;
  date?: string;
  user?: string;
  description?: string;
  ipaddress?: string;
};

/**
 * Reply of GetActivityLog: one page of entries under `activity.entry` (no
 * `numreturned` is sent; count the entries).
 * Only the fields the members area reads are parsed; zod drops the others
 * unread (a busy dashboard parses every field of every record it keeps).
 * @see https://developers.whmcs.com/api-reference/getactivitylog/
 */
export const getActivityLogReplySchema = z.object({
  ...pageShape,
  activity: createWrappedListSchema(
    'entry',
    z.object({
      id: idSchema,
      clientId: refIdSchema.default(0),
      date: dateTimeSchema.default(null),
      description: textSchema.default(''),
      username: textSchema.default(''),
      ipaddress: textSchema.default(''),
      /** Deprecated alias of `clientId`. */
      userid: refIdSchema.default(0),
    }),
  ),
});

/** Parsed GetActivityLog reply. */
export type GetActivityLogReply = z.infer<typeof getActivityLogReplySchema>;

/**
 * GetActivityLog: activity log entries, paginated.
 * @see https://developers.whmcs.com/api-reference/getactivitylog/
 */
export const getActivityLogAction = defineAction<GetActivityLogParams>()({
  isRead: true,
  replySchema: getActivityLogReplySchema,
});

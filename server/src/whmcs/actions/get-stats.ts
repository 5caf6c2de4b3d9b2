import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import { countSchema } from '../normalise.js';

/** Parameters of GetStats: none. */
export type GetStatsParams = Record<string, never>;

/**
 * Reply of GetStats: the admin dashboard's figures. Only the number of open
 * network issues is read; the others (income strings, order and ticket
 * counts) pass through unparsed.
 * @see https://developers.whmcs.com/api-reference/getstats/
 */
export const getStatsReplySchema = z.object({
  /** Network issues neither resolved nor scheduled. */
  networkissues_open: countSchema,
});

/** Parsed GetStats reply. */
export type GetStatsReply = z.infer<typeof getStatsReplySchema>;

/**
 * GetStats: WHMCS's statistics; the members area reads only
 * `networkissues_open`, when the network issues feed is off.
 * @see https://developers.whmcs.com/api-reference/getstats/
 */
export const getStatsAction = defineAction<GetStatsParams>()({
  isRead: true,
  replySchema: getStatsReplySchema,
});

import { z } from 'zod';

import { defineAction } from '../action-definition.js';

/** Parameters of LogActivity: the text and the client it concerns. */
export type LogActivityParams = { description: string; clientid?: number };

/**
 * Reply of LogActivity: nothing beyond success.
 * @see https://developers.whmcs.com/api-reference/logactivity/
 */
export const logActivityReplySchema = z.object({});

/** Parsed LogActivity reply. */
export type LogActivityReply = z.infer<typeof logActivityReplySchema>;

/**
 * LogActivity: writes an entry to WHMCS's activity log.
 * @see https://developers.whmcs.com/api-reference/logactivity/
 */
export const logActivityAction = defineAction<LogActivityParams>()({
  isRead: false,
  replySchema: logActivityReplySchema,
});

/**
 * The line itself, as the IPTV panel that serves it sees it (the Xtream
 * Codes player API's `user_info` and `server_info`): status, expiry and
 * connections, read live with the line's own credentials by the server.
 */
import { z } from 'zod';

import { idSchema, identitySchema, instantSchema } from './common.js';

/** `lineStatus`: the live state of an Active subscription's line. */
export const lineStatusRequestSchema = identitySchema.extend({
  serviceid: idSchema,
});
export type LineStatusRequest = z.infer<typeof lineStatusRequestSchema>;

export const lineStatusResponseSchema = z
  .object({
    status: z
      .string()
      .describe(
        'The panel’s status of the line: Active, Expired, Banned, Disabled (others passed on)',
      ),
    expiresAt: instantSchema
      .nullable()
      .describe('When the line expires on the panel; null for never'),
    isTrial: z.boolean(),
    activeConnections: z
      .number()
      .int()
      .nonnegative()
      .describe('Connections playing now'),
    maxConnections: z
      .number()
      .int()
      .nonnegative()
      .nullable()
      .describe('Connections the line allows; null when the panel sets none'),
    outputFormats: z
      .array(z.string())
      .describe('Stream formats the line allows, e.g. m3u8, ts'),
    checkedAt: instantSchema.describe(
      'The panel’s own clock when it answered (timestamp_now): days left count from it',
    ),
  })
  .meta({ id: 'LineStatus' });
export type LineStatusResponse = z.infer<typeof lineStatusResponseSchema>;

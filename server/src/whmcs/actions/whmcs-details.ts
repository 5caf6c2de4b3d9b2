import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import { requiredTextSchema, textSchema } from '../normalise.js';

/** Parameters of WhmcsDetails: none. */
export type WhmcsDetailsParams = Record<string, never>;

/**
 * Reply of WhmcsDetails: the installed version, casual (`8.0.0`) and
 * canonical (`8.0.0-release.1`); compare them with `compareWhmcsVersions`.
 * @see https://developers.whmcs.com/api-reference/whmcsdetails/
 */
export const whmcsDetailsReplySchema = z.object({
  whmcs: z.object({
    version: requiredTextSchema,
    canonicalversion: textSchema.default(''),
  }),
});

/** Parsed WhmcsDetails reply. */
export type WhmcsDetailsReply = z.infer<typeof whmcsDetailsReplySchema>;

/**
 * WhmcsDetails: the version of the WHMCS installation. It reads only, but it
 * is not a `Get*` action, so like every such action it is not retried: its
 * callers (the start-up check, `npm run doctor`) call it once and report.
 * @see https://developers.whmcs.com/api-reference/whmcsdetails/
 */
export const whmcsDetailsAction = defineAction<WhmcsDetailsParams>()({
  isRead: false,
  replySchema: whmcsDetailsReplySchema,
});

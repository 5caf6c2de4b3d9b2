import { z } from 'zod';

import { emailSchema, idSchema, textSchema } from './common.js';

/**
 * `sendAlert`: an entry link from WHMCS (`?email=&userid=&identifier=`)
 * announces a visit; the server writes it to the client's WHMCS activity log.
 */
export const sendAlertRequestSchema = z.object({
  identifier: textSchema({ isMultiline: false, error: 'invalid_identifier' })
    .min(1, { error: 'invalid_identifier' })
    .max(200, { error: 'invalid_identifier' }),
  email: emailSchema,
  userid: idSchema.describe('WHMCS client id'),
});
export type SendAlertRequest = z.infer<typeof sendAlertRequestSchema>;

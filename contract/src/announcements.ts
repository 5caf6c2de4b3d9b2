import { z } from 'zod';

import { dateTimeSchema, idSchema } from './common.js';

/** A published announcement of the provider. */
export const announcementSchema = z
  .object({
    id: idSchema,
    date: dateTimeSchema,
    title: z.string(),
    body: z.string().describe('HTML from WHMCS; sanitise before showing'),
  })
  .meta({ id: 'Announcement' });
export type Announcement = z.infer<typeof announcementSchema>;

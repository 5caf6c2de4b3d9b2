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

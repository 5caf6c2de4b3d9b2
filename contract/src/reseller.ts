import { z } from 'zod';

/** What a reseller manages here. */
export const resellerSchema = z
  .object({
    redirect_url: z
      .string()
      .nullable()
      .describe('Where the reseller sends its customers; null when not set'),
  })
  .meta({ id: 'Reseller' });
export type Reseller = z.infer<typeof resellerSchema>;

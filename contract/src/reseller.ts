import { z } from 'zod';

import {
  checkedString,
  dateTimeSchema,
  idSchema,
  identitySchema,
} from './common.js';
import { checkRedirectUrl } from './field-checks.js';

/** What a reseller manages here. */
export const resellerSchema = z
  .object({
    redirect_url: z
      .string()
      .nullable()
      .describe('Where the reseller sends its customers; null when not set'),
    updatedAt: dateTimeSchema.describe(
      'When the redirect URL last changed (from the WHMCS activity log)',
    ),
  })
  .meta({ id: 'Reseller' });
export type Reseller = z.infer<typeof resellerSchema>;

/**
 * A redirect URL: https, absolute, a public host, no credentials, at most
 * 2 048 characters ({@link checkRedirectUrl}).
 */
export const redirectUrlSchema = checkedString(checkRedirectUrl, 'invalid_url');

/** `update_redirect_url`: set the reseller's redirect URL. */
export const updateRedirectUrlRequestSchema = identitySchema.extend({
  redirect_url: redirectUrlSchema,
});
export type UpdateRedirectUrlRequest = z.infer<
  typeof updateRedirectUrlRequestSchema
>;
export const updateRedirectUrlResponseSchema = z.object({
  error: z.literal(false),
  reseller: resellerSchema,
});
export type UpdateRedirectUrlResponse = z.infer<
  typeof updateRedirectUrlResponseSchema
>;

/** `resellerProduct`: the reseller product of a service (reseller success page). */
export const resellerProductRequestSchema = identitySchema.extend({
  serviceid: idSchema,
});
export type ResellerProductRequest = z.infer<
  typeof resellerProductRequestSchema
>;
export const resellerProductResponseSchema = z.object({
  error: z.literal(false),
  serviceid: idSchema,
  status: z.string(),
  name: z.string(),
});
export type ResellerProductResponse = z.infer<
  typeof resellerProductResponseSchema
>;

import { z } from 'zod';

import { dateTimeSchema, idSchema, identitySchema } from './common.js';

/** Longest redirect URL. */
export const REDIRECT_URL_MAX_LENGTH = 2048;

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

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.hostname.length > 0 &&
      url.username === '' &&
      url.password === '' &&
      /^https?:\/\/[^/\\\s]/i.test(value)
    );
  } catch {
    return false;
  }
}

/** A redirect URL: http or https, absolute, no credentials, at most 2 048 characters. */
export const redirectUrlSchema = z
  .string({ error: 'invalid_url' })
  .max(REDIRECT_URL_MAX_LENGTH, { error: 'url_too_long' })
  .refine(
    (value) => ![...value].some((char) => char.trim() === '' || char < ' '),
    {
      error: 'invalid_url',
    },
  )
  .refine(isWebUrl, { error: 'invalid_url' });

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

import { z } from 'zod';

import { idSchema } from './common.js';

/** A payment method an affiliate may ask a withdrawal to be paid with. */
export const withdrawalMethodSchema = z.object({
  id: z.string().describe('Stable id, e.g. paypal'),
  name: z.string().describe('Name shown to the customer'),
});
export type WithdrawalMethod = z.infer<typeof withdrawalMethodSchema>;

/** Limits of ticket attachments, shown before upload and enforced by the server. */
export const uploadLimitsSchema = z.object({
  maxFiles: z.number().int().positive(),
  maxFileBytes: z.number().int().positive(),
  allowedTypes: z.array(z.string()).describe('MIME types, e.g. image/png'),
});
export type UploadLimits = z.infer<typeof uploadLimitsSchema>;

/** `env`: the public settings the app needs (product rules: State, environment data). No secrets. */
export const envResponseSchema = z.object({
  error: z.literal(false),
  providerName: z.string().describe('Shown in the page title'),
  streamUrl: z
    .string()
    .nullable()
    .describe('Product http host and port, e.g. http://line.example.com:8080'),
  trialStreamUrl: z.string().nullable().describe('Host of trial products'),
  trialProductIds: z.array(idSchema),
  customHostProductId: idSchema.nullable(),
  customStreamUrl: z.string().nullable(),
  epgUrl: z.string().nullable(),
  resellerGroups: z.array(idSchema).describe('Client group ids of resellers'),
  affiliateUrls: z.array(z.string()).describe('The three affiliate link bases'),
  affiliateDepartmentId: idSchema.nullable(),
  announcementsVisible: z.boolean(),
  linePanel: z
    .boolean()
    .optional()
    .describe(
      'Whether the line status (`lineStatus`) can be read: an IPTV panel is known (PANEL_URL, a stream host or the demo). This server always sends it; absent reads as off',
    ),
  withdrawalMethods: z.array(withdrawalMethodSchema),
  uploads: uploadLimitsSchema,
  clientIp: z.string().describe('The address the server sees for this browser'),
});
export type EnvResponse = z.infer<typeof envResponseSchema>;

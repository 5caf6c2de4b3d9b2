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

/** The provider's brand as the app draws it (no files inlined: their addresses). */
export const brandSettingsSchema = z
  .object({
    color: z
      .object({
        value: z.string().describe('The primary colour, #rrggbb'),
        shades: z
          .array(z.string())
          .length(10)
          .describe('Ten shades from it, lightest first, the colour sixth'),
        text: z
          .string()
          .describe(
            'Text on the colour, white or black, whichever reaches WCAG AA',
          ),
      })
      .nullable()
      .describe('null: the built-in colours'),
    logoUrl: z.string().nullable(),
    logoDarkUrl: z.string().nullable().describe('The logo for dark mode'),
    iconUrl: z.string().nullable().describe('Square app icon, PNG'),
    support: z.object({
      email: z.string().nullable(),
      phone: z.string().nullable(),
      whatsapp: z.string().nullable().describe('A https://wa.me/ link'),
      telegram: z.string().nullable().describe('A https://t.me/ link'),
    }),
    legal: z.object({
      imprint: z.string().nullable(),
      privacy: z.string().nullable(),
      terms: z.string().nullable(),
    }),
  })
  .meta({ id: 'BrandSettings' });
export type BrandSettings = z.infer<typeof brandSettingsSchema>;

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
  channelReportDepartmentId: idSchema
    .optional()
    .describe(
      'The support department a reported channel’s ticket opens in (CHANNEL_REPORT_DEPARTMENT_ID); absent: the customer picks one',
    ),
  brand: brandSettingsSchema
    .optional()
    .describe(
      'The provider’s brand and legal links. This server always sends it; absent reads as none',
    ),
  withdrawalMethods: z.array(withdrawalMethodSchema),
  uploads: uploadLimitsSchema,
  billingTimeZone: z
    .string()
    .optional()
    .describe(
      'The IANA time zone of the billing day: "today" for due dates and periods is the date there (BILLING_TIMEZONE). This server always sends it; absent reads as UTC',
    ),
  clientIp: z.string().describe('The address the server sees for this browser'),
});
export type EnvResponse = z.infer<typeof envResponseSchema>;

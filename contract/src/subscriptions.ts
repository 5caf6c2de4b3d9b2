import { z } from 'zod';

import { cancellationSchema } from './cancellation.js';
import {
  checkedString,
  currencySchema,
  dateSchema,
  idSchema,
  identitySchema,
  moneySchema,
} from './common.js';
import {
  checkMac,
  checkParentalCode,
  normaliseMacInput,
} from './field-checks.js';

/** Service statuses WHMCS knows; statuses stay strings, since WHMCS may add others. */
export const SUBSCRIPTION_STATUSES = [
  'Pending',
  'Active',
  'Suspended',
  'Terminated',
  'Cancelled',
  'Fraud',
  'Completed',
] as const;

/**
 * Statuses of a subscription that has ended: nothing is left to cancel or
 * change (product rules: Cancellation).
 */
export const ENDED_SUBSCRIPTION_STATUSES: readonly string[] = [
  'Terminated',
  'Cancelled',
  'Fraud',
  'Completed',
];

/** Whether a subscription's status says it has ended. */
export function hasEnded(status: string): boolean {
  return ENDED_SUBSCRIPTION_STATUSES.includes(status);
}

/** A custom field of a subscription, as WHMCS lists it. */
export const customFieldSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    value: z.string(),
  })
  .meta({ id: 'CustomField' });
export type CustomField = z.infer<typeof customFieldSchema>;

/**
 * A subscription: one WHMCS service. `customfields.customfield` keeps the
 * API's published shape; `mac` and `parentalCode` are read from the configured fields.
 */
export const subscriptionSchema = z
  .object({
    id: idSchema.describe('WHMCS service id'),
    productId: z
      .int()
      .nonnegative()
      .describe('WHMCS product id; 0 when the product was deleted'),
    name: z.string().describe('Product name'),
    groupName: z.string(),
    status: z.string().describe('Active, Suspended, …'),
    regdate: dateSchema.describe('Registration date'),
    nextDueDate: dateSchema,
    billingCycle: z.string(),
    recurringAmount: moneySchema,
    currency: currencySchema,
    username: z.string(),
    mac: z.string().nullable().describe('Device MAC, upper case with colons'),
    parentalCode: z.string().nullable(),
    hasPasswordField: z
      .boolean()
      .describe('The service has the Password custom field'),
    withdrawUntil: dateSchema.describe(
      'The last day of its 14-day withdrawal period while it lasts ("You can withdraw until …"); null after it, or once it has ended or been cancelled',
    ),
    cancellation: cancellationSchema
      .nullable()
      .describe(
        'A cancellation recorded for it ("cancellation requested, ends on …"), or null',
      ),
    customfields: z
      .object({ customfield: z.array(customFieldSchema) })
      .describe(
        'The service custom fields; the line password field is listed with an empty value (deviceSetup serves it)',
      ),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Active subscriptions, and every other status (unknown ones included). */
export const subscriptionListsSchema = z.object({
  activeSubs: z.array(subscriptionSchema),
  unactiveSubs: z.array(subscriptionSchema),
});
export type SubscriptionLists = z.infer<typeof subscriptionListsSchema>;

/** `POST /api/subscriptions`. */
export const subscriptionsRequestSchema = identitySchema;
export type SubscriptionsRequest = z.infer<typeof subscriptionsRequestSchema>;
export const subscriptionsResponseSchema = subscriptionListsSchema;
export type SubscriptionsResponse = z.infer<typeof subscriptionsResponseSchema>;

/**
 * A device MAC as customers type it: twelve hex digits, bare or in pairs
 * separated by `:` or `-`, any case, and one a device can have (not the
 * broadcast address, not all zeros, not multicast) ({@link checkMac}). The
 * schema hands it on in the stored form, upper case with `:`
 * ({@link normaliseMacInput}).
 */
export const macAddressSchema = checkedString(checkMac, 'invalid_mac')
  .describe(
    'MAC address, e.g. 00:1A:79:12:34:56, 00-1a-79-12-34-56 or 001A79123456',
  )
  .transform((value) => normaliseMacInput(value) ?? value);

/** A parental code: exactly four digits ({@link checkParentalCode}). */
export const parentalCodeSchema = checkedString(
  checkParentalCode,
  'invalid_parental_code',
).describe('Four digits');

/** The answer of a change to a subscription: the refreshed lists. */
export const subscriptionChangeResponseSchema = subscriptionListsSchema.extend({
  error: z.literal(false),
});
export type SubscriptionChangeResponse = z.infer<
  typeof subscriptionChangeResponseSchema
>;

/** `updateMacAddress`: set the device MAC of an Active subscription. */
export const updateMacAddressRequestSchema = identitySchema.extend({
  serviceid: idSchema,
  mac: macAddressSchema,
});
export type UpdateMacAddressRequest = z.infer<
  typeof updateMacAddressRequestSchema
>;

/** `update_parental_code`: set the parental code of an Active subscription. */
export const updateParentalCodeRequestSchema = identitySchema.extend({
  serviceid: idSchema,
  code: parentalCodeSchema,
});
export type UpdateParentalCodeRequest = z.infer<
  typeof updateParentalCodeRequestSchema
>;

/** `updatePassword`: a new line password, generated by the server. */
export const updatePasswordRequestSchema = identitySchema.extend({
  serviceid: idSchema,
});
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequestSchema>;
export const updatePasswordResponseSchema =
  subscriptionChangeResponseSchema.extend({
    password: z
      .string()
      .describe('The new line password; every device needs it'),
  });
export type UpdatePasswordResponse = z.infer<
  typeof updatePasswordResponseSchema
>;

/**
 * The stream formats a playlist can ask the panel for (`output=`): MPEG-TS
 * and HLS. Panels list a line's allowed ones in `allowed_output_formats`.
 */
export const PLAYLIST_FORMATS = ['ts', 'm3u8'] as const;
export const playlistFormatSchema = z.enum(PLAYLIST_FORMATS);
export type PlaylistFormat = z.infer<typeof playlistFormatSchema>;

/** `deviceSetup`: what a player needs to connect, for the owner only. */
export const deviceSetupRequestSchema = identitySchema.extend({
  serviceid: idSchema,
});
export type DeviceSetupRequest = z.infer<typeof deviceSetupRequestSchema>;
export const deviceSetupResponseSchema = z
  .object({
    serverUrl: z.string().describe('Xtream-Codes server URL with port'),
    username: z.string(),
    password: z.string().describe('The line password'),
    playlistUrl: z
      .string()
      .describe(
        'M3U playlist (m3u_plus), MPEG-TS streams: the first of playlists',
      ),
    playlists: z
      .array(
        z.object({
          format: playlistFormatSchema,
          url: z.string(),
        }),
      )
      .min(1)
      .describe(
        'The M3U playlist in each stream format (output=ts, output=m3u8); offer those the line allows',
      ),
    epgUrl: z.string().nullable().describe('Programme guide (XMLTV), if any'),
    mac: z.string().nullable().describe('Device MAC for MAG boxes'),
  })
  .meta({ id: 'DeviceSetup' });
export type DeviceSetupResponse = z.infer<typeof deviceSetupResponseSchema>;

/**
 * Web push reminders (docs/push.md): a device opts in with its browser's
 * Push API subscription, and chooses which kinds of reminder it wants.
 */
import { z } from 'zod';

/** The kinds of reminder a device may want, each its own preference. */
export const PUSH_KINDS = [
  'invoiceCreated',
  'paymentReminder',
  'invoiceOverdue',
  'ticketReplied',
  'networkIssue',
  'lineEnding',
] as const;

/** One kind of reminder. */
export const pushKindSchema = z.enum(PUSH_KINDS);
export type PushKind = z.infer<typeof pushKindSchema>;

/** A device's chosen kinds, each at most once. */
export const pushKindsSchema = z
  .array(pushKindSchema)
  .max(PUSH_KINDS.length)
  .refine((kinds) => new Set(kinds).size === kinds.length, 'duplicate_kind');

/** A push service's address, as the browser's subscription names it. */
export const pushEndpointSchema = z
  .url({ protocol: /^https?$/, normalize: false })
  .max(1024)
  .describe(
    'The push service address of this device (PushSubscription.endpoint)',
  );

/** `pushKey`: the VAPID public key, or null when push is off. */
export const pushKeyResponseSchema = z.object({
  error: z.literal(false),
  publicKey: z
    .string()
    .nullable()
    .describe('The VAPID public key (base64url), null when push is off'),
});
export type PushKeyResponse = z.infer<typeof pushKeyResponseSchema>;

const base64UrlSchema = z
  .string()
  .min(16)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+=*$/, 'invalid_key');

/** `pushSubscribe`: this device's subscription (PushSubscription.toJSON()). */
export const pushSubscribeRequestSchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object({
    p256dh: base64UrlSchema.describe('The device’s P-256 public key'),
    auth: base64UrlSchema.describe('The device’s authentication secret'),
  }),
  device: z
    .string()
    .trim()
    .max(80)
    .describe('How the customer recognises the device, e.g. Firefox on Linux'),
  kinds: pushKindsSchema
    .optional()
    .describe('The kinds this device wants; every kind when left out'),
});
export type PushSubscribeRequest = z.infer<typeof pushSubscribeRequestSchema>;

/** A device's preferences: the kinds of reminder it gets. */
export const pushPreferencesResponseSchema = z
  .object({
    error: z.literal(false),
    kinds: z.array(pushKindSchema),
  })
  .meta({ id: 'PushPreferences' });
export type PushPreferencesResponse = z.infer<
  typeof pushPreferencesResponseSchema
>;

/** `pushUnsubscribe`: the device that no longer wants reminders. */
export const pushUnsubscribeRequestSchema = z.object({
  endpoint: pushEndpointSchema,
});
export type PushUnsubscribeRequest = z.infer<
  typeof pushUnsubscribeRequestSchema
>;

/** `pushPreferences`: reads a device's kinds, or sets them when `kinds` is sent. */
export const pushPreferencesRequestSchema = z.object({
  endpoint: pushEndpointSchema,
  kinds: pushKindsSchema.optional(),
});
export type PushPreferencesRequest = z.infer<
  typeof pushPreferencesRequestSchema
>;

/** What a push message carries to the service worker. */
export const pushPayloadSchema = z.object({
  kind: pushKindSchema,
  title: z.string(),
  body: z.string(),
  /** The page to open on a click, a path of the members area. */
  url: z.string().startsWith('/'),
  /** The provider's icon. */
  icon: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

import { z } from 'zod';

import {
  currencySchema,
  dateSchema,
  idSchema,
  identitySchema,
  moneySchema,
} from './common.js';

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
 * spec's shape; `mac` and `parentalCode` are read from the configured fields.
 */
export const subscriptionSchema = z
  .object({
    id: idSchema.describe('WHMCS service id'),
    productId: idSchema,
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
    customfields: z.object({ customfield: z.array(customFieldSchema) }),
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

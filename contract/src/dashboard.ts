import { z } from 'zod';

import { affiliateSchema } from './affiliate.js';
import {
  announcementSchema,
  announcementsSeenUpToSchema,
} from './announcements.js';
import { authUserSchema } from './auth.js';
import { identitySchema } from './common.js';
import { errorCodeSchema } from './errors.js';
import { accountCreditSchema, invoiceSummarySchema } from './invoices.js';
import { payMethodSchema } from './payments.js';
import { resellerSchema } from './reseller.js';
import { subscriptionListsSchema } from './subscriptions.js';
import { ticketSummarySchema } from './tickets.js';

/** The sections of `allData`, each loaded by its own WHMCS call. */
export const ALL_DATA_SECTIONS = [
  'subscriptionsData',
  'invoicesData',
  'ticketsData',
  'announcementsData',
  'affiliateData',
  'resellerData',
] as const;
export const allDataSectionSchema = z.enum(ALL_DATA_SECTIONS);
export type AllDataSection = z.infer<typeof allDataSectionSchema>;

/** `allData`: everything the dashboard shows, loaded in parallel. */
export const allDataRequestSchema = identitySchema;
export type AllDataRequest = z.infer<typeof allDataRequestSchema>;

/**
 * A section whose WHMCS call failed is empty (or null) and named in
 * `errors`, so the other sections still show.
 */
export const allDataResponseSchema = z.object({
  subscriptionsData: subscriptionListsSchema,
  invoicesData: z.array(invoiceSummarySchema),
  ticketsData: z.array(ticketSummarySchema),
  announcementsData: z
    .array(announcementSchema)
    .nullable()
    .describe('null when announcements are switched off'),
  announcementsSeenUpTo: announcementsSeenUpToSchema
    .nullable()
    .optional()
    .describe(
      'The date of the newest announcement the customer has opened from the dashboard (kept by the server, across sign-outs and devices; `markAnnouncementsSeen` moves it); null when none yet; left out when it could not be read, and by servers older than it',
    ),
  affiliateData: affiliateSchema
    .nullable()
    .describe('null unless the client is an affiliate'),
  resellerData: resellerSchema
    .nullable()
    .describe('null unless the client is a reseller'),
  errors: z.partialRecord(allDataSectionSchema, errorCodeSchema),
  credit: accountCreditSchema
    .nullable()
    .optional()
    .describe(
      "The client's account credit (from the client's details); null when they could not be loaded, left out by servers older than it",
    ),
  expiringPayMethods: z
    .array(payMethodSchema)
    .optional()
    .describe(
      'The client’s stored cards that have expired or expire within EXPIRING_CARD_DAYS (GetPayMethods); left out when they could not be read, and by servers older than it',
    ),
  user: authUserSchema
    .optional()
    .describe(
      'The signed-in user with the affiliate and reseller flags WHMCS gives now (the session follows them); left out by servers older than it',
    ),
});
export type AllDataResponse = z.infer<typeof allDataResponseSchema>;

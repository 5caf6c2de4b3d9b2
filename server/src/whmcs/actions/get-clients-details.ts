import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import {
  booleanSchema,
  createFlatListSchema,
  idSchema,
  moneySchema,
  refIdSchema,
  requiredTextSchema,
  textSchema,
  createWrappedListSchema,
  clientStatusSchema,
} from '../normalise.js';

/** Parameters of GetClientsDetails: the client by id or by e-mail, and whether to add `stats`. */
export type GetClientsDetailsParams = (
  { clientid: number; email?: string } | { email: string; clientid?: number }
) & { stats?: boolean };

const emailPreferencesSchema = z.object({
  general: booleanSchema.default(true),
  invoice: booleanSchema.default(true),
  support: booleanSchema.default(true),
  product: booleanSchema.default(true),
  domain: booleanSchema.default(true),
  affiliate: booleanSchema.default(true),
});

const clientSchema = z.object({
  id: idSchema,
  client_id: idSchema.optional(),
  userid: idSchema.optional(),
  /** The owning user (login) id; users and clients are separate since WHMCS 8. */
  owner_user_id: refIdSchema.default(0),
  firstname: textSchema.default(''),
  lastname: textSchema.default(''),
  companyname: textSchema.default(''),
  email: requiredTextSchema,
  address1: textSchema.default(''),
  address2: textSchema.default(''),
  city: textSchema.default(''),
  state: textSchema.default(''),
  postcode: textSchema.default(''),
  country: textSchema.default(''),
  phonenumber: textSchema.default(''),
  tax_id: textSchema.default(''),
  status: clientStatusSchema,
  groupid: refIdSchema,
  /** The client's currency id (see GetCurrencies). */
  currency: refIdSchema.default(0),
  currency_code: textSchema.default(''),
  credit: moneySchema.default('0.00'),
  defaultgateway: textSchema.default(''),
  language: textSchema.default(''),
  email_verified: booleanSchema.default(false),
  marketing_emails_opt_in: booleanSchema.default(false),
  disableautocc: booleanSchema.default(false),
  email_preferences: emailPreferencesSchema.optional(),
  /** Client custom fields as a flat list (not a `customfield` wrapper, unlike services). */
  customfields: createFlatListSchema(
    z.object({ id: idSchema, value: textSchema.default('') }),
  ),
  users: createWrappedListSchema(
    'user',
    z.object({
      id: idSchema,
      name: textSchema.default(''),
      email: textSchema.default(''),
      is_owner: booleanSchema.default(false),
    }),
  ),
});

const statsSchema = z.object({
  isAffiliate: booleanSchema.default(false),
});

/**
 * Reply of GetClientsDetails: the client record (admin-only `notes` left out)
 * and, when requested, `stats`.
 * Only the fields the members area reads are parsed; zod drops the others
 * unread (a busy dashboard parses every field of every record it keeps).
 * @see https://developers.whmcs.com/api-reference/getclientsdetails/
 */
export const getClientsDetailsReplySchema = z.object({
  client: clientSchema,
  stats: statsSchema.optional(),
});

/** Parsed GetClientsDetails reply. */
export type GetClientsDetailsReply = z.infer<
  typeof getClientsDetailsReplySchema
>;

/**
 * GetClientsDetails: one client with its users and custom fields.
 * @see https://developers.whmcs.com/api-reference/getclientsdetails/
 */
export const getClientsDetailsAction = defineAction<GetClientsDetailsParams>()({
  isRead: true,
  replySchema: getClientsDetailsReplySchema,
});

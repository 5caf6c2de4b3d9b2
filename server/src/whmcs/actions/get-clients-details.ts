import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import {
  booleanSchema,
  countSchema,
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
  uuid: textSchema.default(''),
  firstname: textSchema.default(''),
  lastname: textSchema.default(''),
  fullname: textSchema.default(''),
  companyname: textSchema.default(''),
  email: requiredTextSchema,
  address1: textSchema.default(''),
  address2: textSchema.default(''),
  city: textSchema.default(''),
  state: textSchema.default(''),
  fullstate: textSchema.default(''),
  statecode: textSchema.default(''),
  postcode: textSchema.default(''),
  country: textSchema.default(''),
  countrycode: textSchema.default(''),
  countryname: textSchema.default(''),
  phonenumber: textSchema.default(''),
  phonecc: textSchema.default(''),
  phonenumberformatted: textSchema.default(''),
  telephoneNumber: textSchema.default(''),
  tax_id: textSchema.default(''),
  status: clientStatusSchema,
  groupid: refIdSchema,
  /** The client's currency id (see GetCurrencies). */
  currency: refIdSchema.default(0),
  currency_code: textSchema.default(''),
  credit: moneySchema.default('0.00'),
  defaultgateway: textSchema.default(''),
  language: textSchema.default(''),
  billingcid: refIdSchema.default(0),
  /** Preformatted display text (`Date: …<br>IP Address: …`), not a date. */
  lastlogin: textSchema.default(''),
  allowSingleSignOn: booleanSchema.default(true),
  email_verified: booleanSchema.default(false),
  marketing_emails_opt_in: booleanSchema.default(false),
  isOptedInToMarketingEmails: booleanSchema.default(false),
  emailoptout: booleanSchema.default(false),
  taxexempt: booleanSchema.default(false),
  latefeeoveride: booleanSchema.default(false),
  overideduenotices: booleanSchema.default(false),
  separateinvoices: booleanSchema.default(false),
  disableautocc: booleanSchema.default(false),
  overrideautoclose: booleanSchema.default(false),
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

const count = countSchema.default(0);
/** Stats money values are preformatted display text such as `"$120.00 USD"`. */
const displayMoney = textSchema.default('');

const statsSchema = z.object({
  numdueinvoices: count,
  dueinvoicesbalance: displayMoney,
  incredit: booleanSchema.default(false),
  creditbalance: displayMoney,
  grossRevenue: displayMoney,
  expenses: displayMoney,
  income: displayMoney,
  numoverdueinvoices: count,
  overdueinvoicesbalance: displayMoney,
  numDraftInvoices: count,
  draftInvoicesBalance: displayMoney,
  numunpaidinvoices: count,
  unpaidinvoicesamount: displayMoney,
  numpaidinvoices: count,
  paidinvoicesamount: displayMoney,
  numcancelledinvoices: count,
  cancelledinvoicesamount: displayMoney,
  numrefundedinvoices: count,
  refundedinvoicesamount: displayMoney,
  numcollectionsinvoices: count,
  collectionsinvoicesamount: displayMoney,
  numpaymentpendinginvoices: count,
  paymentpendinginvoicesamount: displayMoney,
  productsnumactivehosting: count,
  productsnumhosting: count,
  productsnumactivereseller: count,
  productsnumreseller: count,
  productsnumactiveservers: count,
  productsnumservers: count,
  productsnumactiveother: count,
  productsnumother: count,
  productsnumactive: count,
  productsnumtotal: count,
  numactivedomains: count,
  numdomains: count,
  numacceptedquotes: count,
  numquotes: count,
  numtickets: count,
  numactivetickets: count,
  numaffiliatesignups: count,
  isAffiliate: booleanSchema.default(false),
});

/**
 * Reply of GetClientsDetails: the client record (admin-only `notes` left out)
 * and, when requested, `stats`.
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

import type { WhmcsRelease } from '../actions/types.js';
import {
  formatPhoneNumber,
  getCountryName,
  getPhoneCode,
} from '../countries.js';
import { getAffiliateByClient } from '../db/affiliates.js';
import {
  getCurrency,
  listTicketStatuses,
  type CurrencyRow,
} from '../db/catalog.js';
import { listClientUsers, type ClientRow } from '../db/clients.js';
import {
  getCustomFieldValues,
  listClientCustomFields,
} from '../db/custom-fields.js';
import type { Database } from '../db/database.js';
import { summarizeClientInvoices } from '../db/invoices.js';
import { countClientServicesByType } from '../db/services.js';
import { countClientTickets } from '../db/tickets.js';
import { formatMoney, toDisplayDate, ZERO_DATETIME } from '../format.js';

import { formatCurrencyAmount } from './money.js';

const EMAIL_PREFERENCE_KEYS = [
  'general',
  'invoice',
  'support',
  'product',
  'domain',
  'affiliate',
] as const;

/** The client's e-mail preferences with every key present (`"1"`/`"0"`). */
export function readEmailPreferences(
  client: ClientRow,
): Record<string, string> {
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(client.email_preferences) as Record<string, unknown>;
  } catch {
    stored = {};
  }
  return Object.fromEntries(
    EMAIL_PREFERENCE_KEYS.map((key) => [key, stored[key] === '0' ? '0' : '1']),
  );
}

function formatLastLogin(client: ClientRow): string {
  if (client.last_login === ZERO_DATETIME) {
    return 'No Login Logged';
  }
  const time = client.last_login.slice(11, 16);
  return `Date: ${toDisplayDate(client.last_login)} ${time}<br>IP Address: ${client.last_ip}<br>Host: ${client.last_ip}`;
}

/** The client's `users` object (WHMCS 8.0+): its logins, owner flagged. */
function presentClientUsers(
  db: Database,
  clientId: number,
): { user: Record<string, unknown>[] } {
  return {
    user: listClientUsers(db, clientId).map((user) => ({
      id: user.id,
      name: `${user.firstname} ${user.lastname}`.trim(),
      email: user.email,
      is_owner: user.is_owner === 1,
    })),
  };
}

/**
 * GetClientsDetails' `client` object, keys in the order of WHMCS's sample.
 * `email_preferences` since WHMCS 7.10 and `users` since 8.0 (the action's Version
 * History).
 */
export function presentClient(
  db: Database,
  client: ClientRow,
  whmcs: WhmcsRelease,
): Record<string, unknown> {
  const currency = getCurrency(db, client.currency);
  const phone = formatPhoneNumber(client.phonenumber, client.country);
  const fields = listClientCustomFields(db);
  const values = getCustomFieldValues(db, client.id, fields);
  const customFields = fields.map((field) => ({
    id: field.id,
    value: values.get(field.id) ?? '',
  }));
  const out: Record<string, unknown> = {
    client_id: client.id,
    owner_user_id: client.owner_user_id,
    userid: client.id,
    id: client.id,
    uuid: client.uuid,
    firstname: client.firstname,
    lastname: client.lastname,
    fullname: `${client.firstname} ${client.lastname}`.trim(),
    companyname: client.companyname,
    email: client.email,
    address1: client.address1,
    address2: client.address2,
    city: client.city,
    fullstate: client.state,
    state: client.state,
    postcode: client.postcode,
    countrycode: client.country,
    country: client.country,
    phonenumber: client.phonenumber,
    tax_id: client.tax_id,
    ...(whmcs.isAtLeast('7.10')
      ? { email_preferences: readEmailPreferences(client) }
      : {}),
    statecode: client.state,
    countryname: getCountryName(client.country),
    phonecc: getPhoneCode(client.country),
    phonenumberformatted: phone,
    telephoneNumber: phone,
    billingcid: client.billingcid,
    notes: client.notes,
    currency: client.currency,
    defaultgateway: client.defaultgateway,
    groupid: client.groupid,
    status: client.status,
    credit: formatMoney(client.credit),
    taxexempt: client.taxexempt === 1,
    latefeeoveride: client.latefeeoveride === 1,
    overideduenotices: client.overideduenotices === 1,
    separateinvoices: client.separateinvoices === 1,
    disableautocc: client.disableautocc === 1,
    emailoptout: client.emailoptout === 1,
    marketing_emails_opt_in: client.marketing_optin === 1,
    overrideautoclose: client.overrideautoclose === 1,
    allowSingleSignOn: client.allow_sso,
    email_verified: client.email_verified === 1,
    language: client.language,
    isOptedInToMarketingEmails: client.marketing_optin === 1,
    lastlogin: formatLastLogin(client),
    currency_code: currency?.code ?? '',
    customfields: customFields,
  };
  customFields.forEach((field, index) => {
    out[`customfields${index + 1}`] = field.value;
  });
  if (!whmcs.isAtLeast('8.0')) {
    return out;
  }
  out['users'] = presentClientUsers(db, client.id);
  return out;
}

/**
 * The deprecated top-level copies of the client's fields that WHMCS still adds to
 * GetClientsDetails for old callers: every scalar of `client`.
 */
export function presentLegacyClientFields(
  client: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(client).filter(
      ([, value]) => value === null || typeof value !== 'object',
    ),
  );
}

/** GetClientsDetails' `stats` object (money preformatted in the client's currency). */
export function presentClientStats(
  db: Database,
  client: ClientRow,
  today: string,
): Record<string, unknown> {
  const currency: CurrencyRow | undefined = getCurrency(db, client.currency);
  const money = (cents: number): string =>
    formatCurrencyAmount(cents, currency);
  const invoices = summarizeClientInvoices(db, client.id, today);
  const status = (name: string): { count: number; total: number } =>
    invoices.byStatus.get(name) ?? { count: 0, total: 0 };
  const services = countClientServicesByType(db, client.id);
  const type = (name: string): { total: number; active: number } =>
    services.get(name) ?? { total: 0, active: 0 };
  const allServices = [...services.values()];
  const activeStatuses = listTicketStatuses(db)
    .filter((row) => row.show_active === 1)
    .map((row) => row.title);
  const tickets = countClientTickets(db, client.id, activeStatuses);
  const paid = status('Paid');
  return {
    numdueinvoices: status('Unpaid').count,
    dueinvoicesbalance: money(status('Unpaid').total),
    incredit: client.credit > 0,
    creditbalance: money(client.credit),
    grossRevenue: money(paid.total),
    expenses: money(0),
    income: money(paid.total),
    numoverdueinvoices: invoices.overdue.count,
    overdueinvoicesbalance: money(invoices.overdue.total),
    numDraftInvoices: status('Draft').count,
    draftInvoicesBalance: money(status('Draft').total),
    numunpaidinvoices: status('Unpaid').count,
    unpaidinvoicesamount: money(status('Unpaid').total),
    numpaidinvoices: paid.count,
    paidinvoicesamount: money(paid.total),
    numcancelledinvoices: status('Cancelled').count,
    cancelledinvoicesamount: money(status('Cancelled').total),
    numrefundedinvoices: status('Refunded').count,
    refundedinvoicesamount: money(status('Refunded').total),
    numcollectionsinvoices: status('Collections').count,
    collectionsinvoicesamount: money(status('Collections').total),
    numpaymentpendinginvoices: status('Payment Pending').count,
    paymentpendinginvoicesamount: money(status('Payment Pending').total),
    productsnumactivehosting: type('hostingaccount').active,
    productsnumhosting: type('hostingaccount').total,
    productsnumactivereseller: type('reselleraccount').active,
    productsnumreseller: type('reselleraccount').total,
    productsnumactiveservers: type('server').active,
    productsnumservers: type('server').total,
    productsnumactiveother: type('other').active,
    productsnumother: type('other').total,
    productsnumactive: allServices.reduce((sum, row) => sum + row.active, 0),
    productsnumtotal: allServices.reduce((sum, row) => sum + row.total, 0),
    numactivedomains: 0,
    numdomains: 0,
    numacceptedquotes: 0,
    numquotes: 0,
    numtickets: tickets.total,
    numactivetickets: tickets.active,
    numaffiliatesignups: 0,
    isAffiliate: getAffiliateByClient(db, client.id) !== undefined,
  };
}

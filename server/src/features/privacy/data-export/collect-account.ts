import { EMAIL_PREFERENCES } from '@members/contract';

import { summariseUserAgent } from '../../../lib/user-agent.js';
import { collectPages } from '../../../whmcs/index.js';
import type {
  GetClientsDetailsReply,
  GetClientsProductsReply,
} from '../../../whmcs/index.js';
import type { PrivacyDeps } from '../privacy.service.js';

import type {
  ExportConsents,
  ExportData,
  ExportLine,
  ExportProfile,
  ExportSession,
  ExportSignIn,
} from './export-data.js';

type WhmcsClient = GetClientsDetailsReply['client'];
type WhmcsLine = GetClientsProductsReply['products'][number];

/** The profile, the second factor's client field left out. */
function toProfile(
  client: WhmcsClient,
  securityFieldId: number | null,
): ExportProfile {
  return {
    clientId: client.id,
    firstname: client.firstname,
    lastname: client.lastname,
    companyname: client.companyname,
    email: client.email,
    address1: client.address1,
    address2: client.address2,
    city: client.city,
    state: client.state,
    postcode: client.postcode,
    country: client.country,
    phonenumber: client.phonenumber,
    taxId: client.tax_id,
    language: client.language,
    status: client.status,
    currency: client.currency_code,
    credit: client.credit,
    emailVerified: client.email_verified,
    customFields: client.customfields
      .filter((field) => field.id !== securityFieldId)
      .map((field) => ({ id: field.id, value: field.value })),
  };
}

function toConsents(client: WhmcsClient): ExportConsents {
  return {
    marketingOptIn: client.marketing_emails_opt_in,
    emailPreferences: Object.fromEntries(
      EMAIL_PREFERENCES.map((name) => [
        name,
        client.email_preferences?.[name] ?? true,
      ]),
    ),
  };
}

/**
 * A line without its password and without the custom fields the customer
 * is not shown (the line password, the MAC the portal signs in with, the
 * parental code, staff notes): only `CF_VISIBLE`'s are listed.
 */
function toLine(line: WhmcsLine, visibleFields: readonly string[]): ExportLine {
  return {
    id: line.id,
    product: line.translated_name || line.name,
    group: line.translated_groupname || line.groupname,
    status: line.status,
    username: line.username,
    orderNumber: line.ordernumber,
    registeredOn: line.regdate,
    nextDueDate: line.nextduedate,
    billingCycle: line.billingcycle,
    firstPaymentAmount: line.firstpaymentamount,
    recurringAmount: line.recurringamount,
    paymentMethod: line.paymentmethodname || line.paymentmethod,
    customFields: line.customfields
      .filter((field) => visibleFields.includes(field.name))
      .map((field) => ({ name: field.name, value: field.value })),
    options: line.configoptions.map((option) => ({
      option: option.option,
      value: option.value,
    })),
  };
}

/** What the export holds from the client's account in WHMCS. */
export async function collectAccount(
  deps: PrivacyDeps,
  clientId: number,
): Promise<Pick<ExportData, 'profile' | 'consents' | 'users' | 'lines'>> {
  const [details, lines] = await Promise.all([
    deps.whmcs.getClientsDetails({ clientid: clientId }),
    collectPages(
      deps.whmcs,
      'GetClientsProducts',
      { clientid: clientId },
      (reply) => reply.products,
    ),
  ]);
  const { client } = details;
  return {
    profile: toProfile(client, deps.config.security.fieldId),
    consents: toConsents(client),
    users: client.users.map((user) => ({
      name: user.name,
      email: user.email,
      isOwner: user.is_owner,
    })),
    lines: lines
      .filter((line) => line.clientid === clientId)
      .map((line) => toLine(line, deps.config.customFields.visible)),
  };
}

/** The client's open sessions and sign-in history, from our own stores. */
export async function collectMembersArea(
  deps: PrivacyDeps,
  clientId: number,
  currentSessionId: string,
): Promise<Pick<ExportData, 'sessions' | 'signIns'>> {
  const [sessions, signIns] = await Promise.all([
    deps.sessions.list(clientId),
    deps.stores.signInHistory.list(clientId),
  ]);
  return {
    sessions: sessions.map(({ id, record }): ExportSession => ({
      createdAt: new Date(record.createdAt).toISOString(),
      lastSeenAt: new Date(record.lastSeenAt).toISOString(),
      ...summariseUserAgent(record.userAgent),
      ipAddress: record.ip,
      current: id === currentSessionId,
    })),
    signIns: signIns.map((entry): ExportSignIn => ({
      at: new Date(entry.at).toISOString(),
      method: entry.method,
      secondFactor: entry.secondFactor,
      browser: entry.browser,
      os: entry.os,
      ipAddress: entry.ip,
      newDevice: entry.newDevice,
    })),
  };
}

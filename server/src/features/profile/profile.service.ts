import { EMAIL_PREFERENCES } from '@members/contract';
import type { EmailPreferences, ProfileDetails } from '@members/contract';

import type { ServerDeps } from '../../http/feature.js';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../lib/time.js';
import type { GetClientsDetailsReply } from '../../whmcs/index.js';

/**
 * What the profile's use cases need. They share it, the limits and the
 * helpers below (the client as WHMCS has it, its details and e-mail
 * categories); each use case has its own module: reading the profile,
 * updating it, the e-mail change and its confirmation, and the
 * password-reset mail.
 */
export type ProfileDeps = Pick<
  ServerDeps,
  | 'whmcs'
  | 'brand'
  | 'config'
  | 'cache'
  | 'stores'
  | 'sessions'
  | 'mailer'
  | 'logger'
  | 'now'
  | 'codePepper'
>;

/** The rules of an e-mail change and of password-reset mails. */
export const PROFILE_LIMITS = {
  /** How long the code sent to the new address works. */
  codeTtlMs: 15 * MINUTE_MS,
  /** Wrong codes before the pending change is dropped. */
  codeAttempts: 5,
  /** Codes a client may have sent (to new addresses) per hour and per day. */
  codesPerHour: { max: 5, windowMs: HOUR_MS },
  codesPerDay: { max: 10, windowMs: DAY_MS },
  /** Password-reset mails a client may ask WHMCS for per hour. */
  resetsPerHour: { max: 3, windowMs: HOUR_MS },
} as const;

/** A client as WHMCS's GetClientsDetails answers it. */
export type WhmcsClientDetails = GetClientsDetailsReply['client'];

/** The client as WHMCS has it now. */
export async function loadClient(
  deps: ProfileDeps,
  clientId: number,
): Promise<WhmcsClientDetails> {
  return (await deps.whmcs.getClientsDetails({ clientid: clientId })).client;
}

/** The client's details as the profile shows them. */
export function presentDetails(client: WhmcsClientDetails): ProfileDetails {
  return {
    firstname: client.firstname,
    lastname: client.lastname,
    companyname: client.companyname,
    address1: client.address1,
    address2: client.address2,
    city: client.city,
    state: client.state,
    postcode: client.postcode,
    country: client.country.toUpperCase(),
    phonenumber: client.phonenumber,
  };
}

/** The client's e-mail categories, each on unless WHMCS has it off. */
export function presentPreferences(
  client: WhmcsClientDetails,
): EmailPreferences {
  const stored = client.email_preferences;
  return Object.fromEntries(
    EMAIL_PREFERENCES.map((name) => [name, stored?.[name] ?? true]),
  ) as EmailPreferences;
}

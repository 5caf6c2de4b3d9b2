import { EMAIL_PREFERENCES } from '@members/contract';
import type {
  EmailPreferences,
  Locale,
  Profile,
  ProfileDetails,
} from '@members/contract';

import {
  localeOfWhmcsLanguage,
  WHMCS_LANGUAGES,
} from '../../domain/language.js';
import type { RouteCall } from '../../http/define-route.js';
import type { UpdateClientParams } from '../../whmcs/index.js';

import { loadProfile } from './load-profile.service.js';
import {
  loadClient,
  presentDetails,
  presentPreferences,
} from './profile.service.js';
import type { ProfileDeps, WhmcsClientDetails } from './profile.service.js';

/**
 * The UpdateClient parameters of a profile change: the allow-list, field by
 * field. Nothing else a request may carry (credit, status, group, currency,
 * notes, tax exemption…) can reach WHMCS, whatever the contract lets through.
 * A language of null sends none, so WHMCS keeps its own: none (its default)
 * or one we do not offer, as `profile` read it (product rules: My details).
 */
export function toUpdateClientParams(
  clientId: number,
  details: ProfileDetails,
  preferences: EmailPreferences,
  language: Locale | null,
): UpdateClientParams {
  return {
    clientid: clientId,
    firstname: details.firstname,
    lastname: details.lastname,
    companyname: details.companyname,
    address1: details.address1,
    address2: details.address2,
    city: details.city,
    state: details.state,
    postcode: details.postcode,
    country: details.country,
    phonenumber: details.phonenumber,
    email_preferences: Object.fromEntries(
      EMAIL_PREFERENCES.map((name) => [name, preferences[name] ? 1 : 0]),
    ),
    ...(language === null ? {} : { language: WHMCS_LANGUAGES[language] }),
  };
}

/** Whether WHMCS holds what a profile change wrote (read back after a lost answer). */
function holdsChange(
  client: WhmcsClientDetails,
  params: UpdateClientParams,
  language: Locale | null,
): boolean {
  const details = presentDetails(client);
  const preferences = presentPreferences(client);
  return (
    (Object.keys(details) as (keyof ProfileDetails)[]).every(
      (name) => details[name] === params[name],
    ) &&
    EMAIL_PREFERENCES.every(
      (name) =>
        (preferences[name] ? 1 : 0) === params.email_preferences?.[name],
    ) &&
    // Null wrote no language: whatever WHMCS has is what the change left.
    (language === null || localeOfWhmcsLanguage(client.language) === language)
  );
}

/**
 * Writes the details, the e-mail categories and the language (as WHMCS's
 * language name, so WHMCS's own mails follow it) with UpdateClient, through
 * the allow-list only. One journal step: after a lost answer WHMCS is read
 * back and the change counts as made when it holds every value.
 */
export async function updateProfile(
  deps: ProfileDeps,
  {
    identity,
    input,
    journal,
  }: Pick<RouteCall<'updateProfile'>, 'identity' | 'input' | 'journal'>,
): Promise<Profile> {
  const { clientId } = identity;
  const params = toUpdateClientParams(
    clientId,
    input.details,
    input.emailPreferences,
    input.language,
  );
  await journal.step('profile', {
    check: async () =>
      holdsChange(await loadClient(deps, clientId), params, input.language)
        ? true
        : null,
    write: async () => {
      await deps.whmcs.updateClient(params);
      return true;
    },
  });
  return loadProfile(deps, clientId);
}

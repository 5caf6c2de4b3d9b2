import type { Profile } from '@members/contract';

import { localeOfWhmcsLanguage } from '../../domain/language.js';

import { readPending } from './pending-email.js';
import type { PendingEmail } from './pending-email.js';
import {
  loadClient,
  presentDetails,
  presentPreferences,
} from './profile.service.js';
import type { ProfileDeps, WhmcsClientDetails } from './profile.service.js';

function presentProfile(
  client: WhmcsClientDetails,
  pending: PendingEmail | null,
): Profile {
  return {
    details: presentDetails(client),
    email: client.email,
    emailPreferences: presentPreferences(client),
    language: localeOfWhmcsLanguage(client.language),
    pendingEmail: pending?.newEmail ?? null,
  };
}

/** The signed-in customer's details as WHMCS has them now. */
export async function loadProfile(
  deps: ProfileDeps,
  clientId: number,
): Promise<Profile> {
  const [client, pending] = await Promise.all([
    loadClient(deps, clientId),
    readPending(deps, clientId),
  ]);
  return presentProfile(client, pending);
}

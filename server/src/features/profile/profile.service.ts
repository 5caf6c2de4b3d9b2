import { EMAIL_PREFERENCES, LOGIN_CODE_LENGTH } from '@members/contract';
import type {
  ChangeEmailResponse,
  EmailPreferences,
  Locale,
  Profile,
  ProfileDetails,
  ResetPasswordResponse,
} from '@members/contract';
import { z } from 'zod';

import {
  localeOfWhmcsLanguage,
  WHMCS_LANGUAGES,
} from '../../domain/language.js';
import type { RouteCall } from '../../http/define-route.js';
import type { ServerDeps } from '../../http/feature.js';
import { AppError, fromStore } from '../../lib/app-error.js';
import { createNumericCode, hmac, safeEqual } from '../../lib/crypto.js';
import { canonicalEmail, isSameEmail } from '../../lib/email.js';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../lib/time.js';
import { mailLocale, sendMailLater } from '../../mail/send-later.js';
import { spendQuota } from '../../stores/change-quota.js';
import { consumeLimits, refundLimits } from '../../stores/limits.js';
import type { Limit } from '../../stores/limits.js';
import { WhmcsError } from '../../whmcs/index.js';
import type {
  GetClientsDetailsReply,
  UpdateClientParams,
} from '../../whmcs/index.js';

/** What the profile's use cases need. */
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

type WhmcsClientDetails = GetClientsDetailsReply['client'];

/** A change of the sign-in e-mail waiting for its code (in the token store). */
const pendingEmailSchema = z.object({
  newEmail: z.string(),
  codeHash: z.string(),
  expiresAt: z.number(),
});
type PendingEmail = z.infer<typeof pendingEmailSchema>;

const pendingKey = (clientId: number) => `email-change:${clientId}`;
const failKey = (clientId: number) => `email-change:fail:${clientId}`;

function codeHash(
  pepper: string,
  clientId: number,
  email: string,
  code: string,
): string {
  return hmac(
    pepper,
    `email-change:${clientId}:${canonicalEmail(email)}:${code}`,
  );
}

/** The one answer to a wrong, expired, used up or missing code. */
function invalidEmailCode(): AppError {
  return new AppError(
    'EMAIL_CODE_INVALID',
    'The code is wrong or no longer valid',
  );
}

function emailInUse(): AppError {
  return new AppError(
    'EMAIL_IN_USE',
    'This e-mail address is used by another account',
  );
}

/** The client's pending e-mail change, unless it expired. */
async function readPending(
  deps: ProfileDeps,
  clientId: number,
): Promise<PendingEmail | null> {
  const raw = await fromStore(() =>
    deps.stores.tokens.get(pendingKey(clientId)),
  );
  if (!raw) {
    return null;
  }
  const parsed = pendingEmailSchema.safeParse(JSON.parse(raw));
  return parsed.success && parsed.data.expiresAt > deps.now()
    ? parsed.data
    : null;
}

async function loadClient(
  deps: ProfileDeps,
  clientId: number,
): Promise<WhmcsClientDetails> {
  return (await deps.whmcs.getClientsDetails({ clientid: clientId })).client;
}

function presentDetails(client: WhmcsClientDetails): ProfileDetails {
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

function presentPreferences(client: WhmcsClientDetails): EmailPreferences {
  const stored = client.email_preferences;
  return Object.fromEntries(
    EMAIL_PREFERENCES.map((name) => [name, stored?.[name] ?? true]),
  ) as EmailPreferences;
}

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

/** Whether another client (of any status) uses `email` in WHMCS. */
async function isUsedByAnother(
  deps: ProfileDeps,
  clientId: number,
  email: string,
): Promise<boolean> {
  try {
    const { client } = await deps.whmcs.getClientsDetails({
      email: canonicalEmail(email),
    });
    return client.id !== clientId;
  } catch (error) {
    if (error instanceof WhmcsError && error.isNotFound()) {
      return false;
    }
    throw error;
  }
}

function codeLimits(clientId: number): Limit[] {
  return [
    { key: `email-change:send:h:${clientId}`, ...PROFILE_LIMITS.codesPerHour },
    { key: `email-change:send:d:${clientId}`, ...PROFILE_LIMITS.codesPerDay },
  ];
}

/**
 * Starts moving the sign-in e-mail: refuses an address another client
 * uses, then sends a six-digit code to the new address (in the customer's
 * language) and keeps its hash with an expiry. A new request replaces the
 * pending one and its tries. Nothing changes in WHMCS until the code comes
 * back ({@link confirmEmail}).
 */
export async function changeEmail(
  deps: ProfileDeps,
  {
    identity,
    input,
    locale,
    journal,
  }: Pick<
    RouteCall<'changeEmail'>,
    'identity' | 'input' | 'locale' | 'journal'
  >,
): Promise<ChangeEmailResponse> {
  const { clientId } = identity;
  const { counters, tokens } = deps.stores;
  const newEmail = input.newEmail.trim();
  const client = await loadClient(deps, clientId);
  if (isSameEmail(newEmail, client.email)) {
    throw new AppError('EMAIL_IN_USE', 'This is already your e-mail address', {
      reason: 'own_address',
    });
  }
  // Counted before anything is looked up, so probing addresses costs too;
  // once per change, so a retry with the same Idempotency-Key does not pay again.
  const limits = codeLimits(clientId);
  await journal.once('limit', () =>
    consumeLimits(counters, limits, deps.now()),
  );
  if (
    await isUsedByAnother(deps, clientId, newEmail).catch(async (error) => {
      // WHMCS did not answer: no code went out, the customer may retry.
      await refundLimits(counters, limits).catch(() => undefined);
      throw error;
    })
  ) {
    throw emailInUse();
  }
  const code = createNumericCode(LOGIN_CODE_LENGTH);
  const expiresAt = deps.now() + PROFILE_LIMITS.codeTtlMs;
  const pepper = await fromStore(deps.codePepper);
  const pending: PendingEmail = {
    newEmail,
    codeHash: codeHash(pepper, clientId, newEmail, code),
    expiresAt,
  };
  await fromStore(() =>
    tokens.set(
      pendingKey(clientId),
      JSON.stringify(pending),
      PROFILE_LIMITS.codeTtlMs,
    ),
  );
  await fromStore(() => counters.reset(failKey(clientId)));
  sendMailLater(deps, () => ({
    to: newEmail,
    kind: 'emailChangeCode',
    locale: mailLocale(localeOfWhmcsLanguage(client.language), locale),
    values: { code, minutes: Math.round(PROFILE_LIMITS.codeTtlMs / MINUTE_MS) },
  }));
  return {
    pendingEmail: newEmail,
    expiresAt: new Date(expiresAt).toISOString(),
  };
}

/** A wrong code: one try fewer; the last one drops the pending change. */
async function countWrongCode(
  deps: ProfileDeps,
  clientId: number,
): Promise<never> {
  const { count } = await fromStore(() =>
    deps.stores.counters.increment(failKey(clientId), PROFILE_LIMITS.codeTtlMs),
  );
  if (count >= PROFILE_LIMITS.codeAttempts) {
    await fromStore(() => deps.stores.tokens.delete(pendingKey(clientId)));
  }
  throw invalidEmailCode();
}

/**
 * Confirms the new e-mail with its code: UpdateClient changes it in WHMCS
 * (an address taken meanwhile is EMAIL_IN_USE), the customer's sessions
 * carry the new address, and the old address is told, with what to do if
 * it was not them. A wrong or expired code is EMAIL_CODE_INVALID; five wrong
 * ones drop the pending change.
 */
export async function confirmEmail(
  deps: ProfileDeps,
  {
    identity,
    input,
    locale,
    journal,
  }: Pick<
    RouteCall<'confirmEmail'>,
    'identity' | 'input' | 'locale' | 'journal'
  >,
): Promise<Profile> {
  const { clientId } = identity;
  const pending = await readPending(deps, clientId);
  if (!pending) {
    // A retry of a change that went through finds its code used.
    if (journal.isResuming) {
      return loadProfile(deps, clientId);
    }
    throw invalidEmailCode();
  }
  const tries = await fromStore(() =>
    deps.stores.counters.peek(failKey(clientId)),
  );
  if ((tries?.count ?? 0) >= PROFILE_LIMITS.codeAttempts) {
    throw invalidEmailCode();
  }
  const pepper = await fromStore(deps.codePepper);
  if (
    !safeEqual(
      pending.codeHash,
      codeHash(pepper, clientId, pending.newEmail, input.code),
    )
  ) {
    return countWrongCode(deps, clientId);
  }
  let oldEmail: string;
  try {
    oldEmail = await journal.step('email', {
      before: async () => (await loadClient(deps, clientId)).email,
      check: async (before) =>
        isSameEmail((await loadClient(deps, clientId)).email, pending.newEmail)
          ? String(before)
          : null,
      write: async (before) => {
        await deps.whmcs.updateClient({
          clientid: clientId,
          email: pending.newEmail,
        });
        return String(before);
      },
    });
  } catch (error) {
    if (
      error instanceof WhmcsError &&
      error.matches('Duplicate Email Address')
    ) {
      throw emailInUse();
    }
    throw error;
  }
  await fromStore(() => deps.stores.tokens.delete(pendingKey(clientId)));
  await fromStore(() => deps.stores.counters.reset(failKey(clientId)));
  const sessions = await deps.sessions.list(clientId);
  await Promise.all(
    sessions.map(({ id }) =>
      deps.sessions.update(id, { email: pending.newEmail }),
    ),
  );
  const profile = await loadProfile(deps, clientId);
  await journal.once('notify', async () => {
    if (oldEmail !== '' && !isSameEmail(oldEmail, pending.newEmail)) {
      sendMailLater(deps, () => ({
        to: oldEmail,
        kind: 'emailChanged',
        locale: mailLocale(profile.language, locale),
        values: { email: pending.newEmail },
      }));
    }
  });
  return profile;
}

/**
 * Asks WHMCS to mail its own password-reset link (ResetPassword) to the
 * login of the signed-in client (its owner user, else the client's address),
 * at most {@link PROFILE_LIMITS.resetsPerHour} an hour. WHMCS writes it in
 * the client's language. Answers the address WHMCS mailed.
 */
export async function resetPassword(
  deps: ProfileDeps,
  {
    identity,
    journal,
  }: Pick<RouteCall<'resetPassword'>, 'identity' | 'journal'>,
): Promise<ResetPasswordResponse> {
  const { clientId } = identity;
  return spendQuota(
    {
      counters: deps.stores.counters,
      limit: {
        key: `password-reset:h:${clientId}`,
        ...PROFILE_LIMITS.resetsPerHour,
      },
      now: deps.now(),
    },
    journal,
    async () => {
      const client = await loadClient(deps, clientId);
      const sentTo = await journal.step('reset', {
        // A mail cannot be read back: a lost answer sends another link.
        check: async () => null,
        write: async () => {
          const reply = await deps.whmcs.resetPassword(
            client.owner_user_id > 0
              ? { id: client.owner_user_id }
              : { email: client.email },
          );
          return reply.email || client.email;
        },
      });
      return { sentTo };
    },
  );
}

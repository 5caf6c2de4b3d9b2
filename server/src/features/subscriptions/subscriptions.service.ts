import { randomInt } from 'node:crypto';

import { normaliseMac, PLAYLIST_FORMATS } from '@members/contract';
import type {
  DeviceSetupResponse,
  Locale,
  PlaylistFormat,
  SubscriptionLists,
} from '@members/contract';

import { loadClientCancellations } from '../../domain/cancellations.js';
import { getClientCurrency, getClientProfile } from '../../domain/client.js';
import {
  fieldNames,
  findField,
  findMacField,
  lineCredentialsOf,
  listSubscriptions,
  loadOwnActiveService,
  streamUrlFor,
} from '../../domain/subscriptions.js';
import { logOnce } from '../../domain/write-checks.js';
import type { RouteCall } from '../../http/define-route.js';
import type { ServerDeps } from '../../http/feature.js';
import { AppError } from '../../lib/app-error.js';
import { DAY_MS } from '../../lib/time.js';
import { mailLocale, sendMailLater } from '../../mail/send-later.js';
import type { MailKind } from '../../mail/templates.js';
import { spendQuota } from '../../stores/change-quota.js';
import type { ChangeQuota } from '../../stores/change-quota.js';
import { takeLock } from '../../stores/lock.js';
import type { WriteJournal } from '../../stores/write-journal.js';
import {
  encodeCustomFields,
  WHMCS_MESSAGES,
  WhmcsError,
} from '../../whmcs/index.js';
import type { WhmcsService } from '../../whmcs/index.js';

/** A MAC being claimed is locked this long, so two claims cannot both win. */
const MAC_LOCK_MS = 30_000;
/** Letters and digits without look-alikes (0/O, 1/l/I): typed on TV remotes. */
const PASSWORD_ALPHABET =
  'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
/** 14 characters of 55: about 80 bits. */
const PASSWORD_LENGTH = 14;

/** What the subscription use cases need. */
export type SubscriptionDeps = Pick<
  ServerDeps,
  | 'whmcs'
  | 'brand'
  | 'config'
  | 'cache'
  | 'stores'
  | 'macRegistry'
  | 'now'
  // Confirms each change to the customer (security.md decision 4).
  | 'mailer'
> & { logger: { error(data: object, message: string): void } };

/** A new line password from the CSPRNG. */
export function generateLinePassword(): string {
  let password = '';
  for (let index = 0; index < PASSWORD_LENGTH; index += 1) {
    password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  }
  return password;
}

function customFieldValues(service: WhmcsService): Record<number, string> {
  return Object.fromEntries(
    service.customfields.map((field) => [field.id, field.value]),
  );
}

function missingField(which: string): AppError {
  return new AppError(
    'CUSTOM_FIELD_MISSING',
    `This subscription has no ${which} field`,
    { reason: which },
  );
}

async function refreshedLists(
  deps: SubscriptionDeps,
  clientId: number,
): Promise<SubscriptionLists> {
  const profile = await getClientProfile(deps, clientId);
  return listSubscriptions(
    deps,
    clientId,
    await getClientCurrency(deps, profile),
    await loadClientCancellations(deps.stores.cancellations, clientId),
  );
}

/** The service's quota of one kind of change for the day. */
function changesQuota(
  deps: SubscriptionDeps,
  kind: string,
  serviceId: number,
): ChangeQuota {
  return {
    counters: deps.stores.counters,
    limit: {
      key: `service:${kind}:${serviceId}`,
      max: deps.config.limits.serviceChangesPerDay,
      windowMs: DAY_MS,
    },
    now: deps.now(),
  };
}

// The whole set of values is sent, so WHMCS keeps the other fields however
// it treats fields that are left out.
async function writeField(
  deps: SubscriptionDeps,
  service: WhmcsService,
  fieldId: number,
  value: string,
): Promise<void> {
  await deps.whmcs.updateClientProduct({
    serviceid: service.id,
    customfields: encodeCustomFields({
      ...customFieldValues(service),
      [fieldId]: value,
    }),
  });
}

/** A service custom field's value as WHMCS has it now (for read-backs). */
async function currentFieldValue(
  deps: SubscriptionDeps,
  clientId: number,
  serviceId: number,
  fieldId: number,
): Promise<string | null> {
  const service = await loadOwnActiveService(deps, clientId, serviceId);
  return service.customfields.find((f) => f.id === fieldId)?.value ?? null;
}

/**
 * Writes one custom field of a service at most once per change: after a
 * crash, a field that already holds the new value was written.
 */
async function writeFieldOnce(
  deps: SubscriptionDeps,
  journal: WriteJournal,
  clientId: number,
  service: WhmcsService,
  fieldId: number,
  value: string,
  isSame: (current: string) => boolean = (current) => current === value,
): Promise<void> {
  await journal.step('write', {
    check: async () => {
      const current = await currentFieldValue(
        deps,
        clientId,
        service.id,
        fieldId,
      );
      return current !== null && isSame(current) ? true : null;
    },
    write: async () => {
      await writeField(deps, service, fieldId, value);
      return true;
    },
  });
}

/**
 * E-mails the customer that a change was made, in their language, to the
 * address WHMCS has. It never carries the new password or parental code.
 * Sent off the request path: the change is made whether or not it goes out.
 */
function confirmByMail(
  deps: SubscriptionDeps,
  clientId: number,
  service: WhmcsService,
  kind: MailKind,
  locale: Locale,
  mac?: string,
): void {
  const name = service.translated_name || service.name;
  sendMailLater(deps, async () => {
    const profile = await getClientProfile(deps, clientId);
    return {
      to: profile.email,
      kind,
      locale: mailLocale(profile.language, locale),
      values: {
        service: name ? `${name} (#${service.id})` : `#${service.id}`,
        ...(mac ? { mac } : {}),
      },
    };
  });
}

/**
 * The end of a service change: its activity-log entry, once, and the
 * customer's confirmation mail, at most once per change.
 */
async function logAndConfirm(
  deps: SubscriptionDeps,
  journal: WriteJournal,
  clientId: number,
  service: WhmcsService,
  change: { description: string; kind: MailKind; locale: Locale; mac?: string },
): Promise<void> {
  await logOnce(deps, journal, clientId, change.description);
  await journal.once('mail', async () => {
    confirmByMail(
      deps,
      clientId,
      service,
      change.kind,
      change.locale,
      change.mac,
    );
  });
}

function macInUse(): AppError {
  return new AppError(
    'MAC_ALREADY_USED',
    'This MAC address is already in use',
    {
      reason: 'already',
    },
  );
}

async function isUsedElsewhere(
  deps: SubscriptionDeps,
  mac: string,
  serviceId: number,
): Promise<boolean> {
  const { whmcs, macRegistry: registry } = deps;
  const owner = await registry.ownerOf(mac);
  if (owner === null || owner === serviceId) {
    return false;
  }
  // The index may be stale: believe WHMCS.
  const reply = await whmcs.getClientsProducts({ serviceid: owner });
  const other = reply.products.find((product) => product.id === owner);
  const otherMac = other
    ? normaliseMac(findMacField(other, fieldNames(deps))?.value ?? '')
    : null;
  if (otherMac === mac) {
    return true;
  }
  await registry.forget(mac).catch(() => undefined);
  return false;
}

/** The client's subscriptions, in the client's currency. */
export async function listClientSubscriptions(
  deps: SubscriptionDeps,
  { identity }: Pick<RouteCall<'subscriptions'>, 'identity'>,
): Promise<SubscriptionLists> {
  return refreshedLists(deps, identity.clientId);
}

/** Server, credentials, playlist and guide of an Active subscription. */
export async function getDeviceSetup(
  deps: SubscriptionDeps,
  { identity, input }: Pick<RouteCall<'deviceSetup'>, 'identity' | 'input'>,
): Promise<Omit<DeviceSetupResponse, 'error'>> {
  const { clientId } = identity;
  const serviceId = input.serviceid;
  const service = await loadOwnActiveService(deps, clientId, serviceId);
  const names = fieldNames(deps);
  const serverUrl = streamUrlFor(deps, service.pid);
  if (!serverUrl) {
    throw new AppError('NOT_FOUND', 'No stream server is configured');
  }
  const { password } = lineCredentialsOf(deps, service);
  const credentials = new URLSearchParams({
    username: service.username,
    password,
  });
  const playlistIn = (format: PlaylistFormat) => {
    const playlist = new URL('/get.php', serverUrl);
    playlist.search = `${credentials.toString()}&type=m3u_plus&output=${format}`;
    return { format, url: playlist.toString() };
  };
  const playlists = PLAYLIST_FORMATS.map(playlistIn);
  let epgUrl: string | null = null;
  if (deps.config.streams.epgUrl) {
    const epg = new URL(deps.config.streams.epgUrl);
    credentials.forEach((value, key) => epg.searchParams.set(key, value));
    epgUrl = epg.toString();
  }
  return {
    serverUrl,
    username: service.username,
    password,
    playlistUrl: playlistIn('ts').url,
    playlists,
    epgUrl,
    mac: normaliseMac(findMacField(service, names)?.value ?? ''),
  };
}

/**
 * Sets the device MAC. A MAC another service uses is refused (409, reason
 * 'already') and nothing is written.
 */
export async function updateMacAddress(
  deps: SubscriptionDeps,
  {
    identity,
    input,
    locale,
    journal,
  }: Pick<
    RouteCall<'updateMacAddress'>,
    'identity' | 'input' | 'locale' | 'journal'
  >,
): Promise<SubscriptionLists> {
  const { clientId } = identity;
  const serviceId = input.serviceid;
  // The contract's MAC schema has already checked and normalised it.
  const mac = input.mac;
  const service = await loadOwnActiveService(deps, clientId, serviceId);
  const field = findMacField(service, fieldNames(deps));
  if (!field) {
    throw missingField('mac');
  }
  const previous = normaliseMac(field.value);
  if (previous === mac && !journal.isResuming) {
    return refreshedLists(deps, clientId);
  }
  const unlock = await takeLock(
    deps.stores.tokens,
    `maclock:${mac}`,
    MAC_LOCK_MS,
    `${serviceId}:${journal.id}`,
  );
  if (!unlock) {
    throw macInUse();
  }
  try {
    if (await isUsedElsewhere(deps, mac, serviceId)) {
      throw macInUse();
    }
    await spendQuota(changesQuota(deps, 'mac', serviceId), journal, () =>
      writeFieldOnce(
        deps,
        journal,
        clientId,
        service,
        field.id,
        mac,
        (current) => normaliseMac(current) === mac,
      ),
    );
    // The change is made in WHMCS: a store failure here must not turn
    // it into an error; the next rebuild of the index picks it up.
    await deps.macRegistry
      .record(serviceId, mac, previous)
      .catch(() => undefined);
  } finally {
    await unlock();
  }
  await logAndConfirm(deps, journal, clientId, service, {
    description: `MAC address of service #${serviceId} set to ${mac} in the members area`,
    kind: 'macChanged',
    locale,
    mac,
  });
  return refreshedLists(deps, clientId);
}

/** Sets the four-digit parental code. */
export async function updateParentalCode(
  deps: SubscriptionDeps,
  {
    identity,
    input,
    locale,
    journal,
  }: Pick<
    RouteCall<'update_parental_code'>,
    'identity' | 'input' | 'locale' | 'journal'
  >,
): Promise<SubscriptionLists> {
  const { clientId } = identity;
  const { serviceid: serviceId, code } = input;
  const service = await loadOwnActiveService(deps, clientId, serviceId);
  const field = findField(service, fieldNames(deps).parentalCode);
  if (!field) {
    throw missingField('parentalCode');
  }
  await spendQuota(changesQuota(deps, 'parental', serviceId), journal, () =>
    writeFieldOnce(deps, journal, clientId, service, field.id, code),
  );
  await logAndConfirm(deps, journal, clientId, service, {
    description: `Parental code of service #${serviceId} changed in the members area`,
    kind: 'parentalCodeChanged',
    locale,
  });
  return refreshedLists(deps, clientId);
}

/**
 * Gives the line a new generated password: stored in the Password field,
 * then pushed to the line with ModuleChangePw. If the push fails, the
 * field gets its old value back, so what the customer sees still works.
 */
export async function resetLinePassword(
  deps: SubscriptionDeps,
  {
    identity,
    input,
    locale,
    journal,
  }: Pick<
    RouteCall<'updatePassword'>,
    'identity' | 'input' | 'locale' | 'journal'
  >,
): Promise<SubscriptionLists & { password: string }> {
  const { clientId } = identity;
  const serviceId = input.serviceid;
  const service = await loadOwnActiveService(deps, clientId, serviceId);
  const field = findField(service, fieldNames(deps).password);
  if (!field) {
    throw missingField('password');
  }
  const password = await spendQuota(
    changesQuota(deps, 'password', serviceId),
    journal,
    () => writeLinePassword(deps, journal, clientId, service, field),
  );
  await logAndConfirm(deps, journal, clientId, service, {
    description: `Line password of service #${serviceId} reset in the members area`,
    kind: 'linePasswordChanged',
    locale,
  });
  return { ...(await refreshedLists(deps, clientId)), password };
}

/**
 * Writes a new line password to the Password field and the line; undoes
 * the field when the line refuses it. Answers the password.
 */
async function writeLinePassword(
  deps: SubscriptionDeps,
  journal: WriteJournal,
  clientId: number,
  service: WhmcsService,
  field: { id: number; value: string },
): Promise<string> {
  const serviceId = service.id;
  // The new password and the old one are kept in the recovery point: a
  // retry after a crash answers the same password, and can still undo.
  const { password, previous } = await journal.step('field', {
    before: () => ({ password: generateLinePassword(), previous: field.value }),
    check: async (before) => {
      const kept = before as { password: string; previous: string };
      const current = await currentFieldValue(
        deps,
        clientId,
        serviceId,
        field.id,
      );
      return current === kept.password ? kept : null;
    },
    write: async (before) => {
      const kept = before as { password: string; previous: string };
      await writeField(deps, service, field.id, kept.password);
      return kept;
    },
  });
  try {
    await journal.step('module', {
      // ModuleChangePw stores the password as the service's own first.
      check: async () =>
        (await loadOwnActiveService(deps, clientId, serviceId)).password ===
        password
          ? true
          : null,
      write: async () => {
        await deps.whmcs.moduleChangePw({
          serviceid: serviceId,
          servicepassword: password,
        });
        return true;
      },
    });
  } catch (error) {
    const hasNoModule =
      error instanceof WhmcsError &&
      error.matches(WHMCS_MESSAGES.serviceNotAssignedToModule);
    if (!hasNoModule) {
      await writeField(deps, service, field.id, previous).catch(
        () => undefined,
      );
      // Undone: a retry starts over with a new password.
      await journal.abandon().catch(() => undefined);
      throw error;
    }
  }
  return password;
}

import { z } from 'zod';

import { AppError } from '../lib/app-error.js';
import { isSealed, seal, unseal } from '../lib/crypto.js';
import { takeLock } from '../stores/lock.js';
import type { Stores } from '../stores/types.js';
import type { WriteJournal } from '../stores/write-journal.js';
import { encodeCustomFields } from '../whmcs/index.js';

import { getClientProfile } from './client.js';
import type { ClientProfile } from './client.js';
import type { DomainContext } from './context.js';

/**
 * A client's sign-in factors, kept sealed in one admin-only client custom
 * field of WHMCS (docs/security.md, "Where the factors live"): WHMCS stays
 * the one system of record, every instance reads the same, and a restart
 * loses nothing.
 */

const storedPasskeySchema = z.object({
  /** Credential id, base64url. */
  id: z.string(),
  /** COSE public key, base64url. */
  publicKey: z.string(),
  counter: z.number().int().nonnegative(),
  transports: z.array(z.string()),
  name: z.string(),
  /** Epoch ms. */
  createdAt: z.number(),
  lastUsedAt: z.number().nullable(),
  backedUp: z.boolean(),
});
export type StoredPasskey = z.infer<typeof storedPasskeySchema>;

const securityRecordSchema = z.object({
  v: z.literal(1),
  /**
   * The WebAuthn user handle of this client (`passkey-handle.ts`): the
   * client id sealed under SECRETS_KEY, made with the first passkey and kept,
   * so the authenticator keeps one passkey per account, the handle tells
   * nothing about the client, and a sign-in finds the client from it. Empty
   * until the first passkey.
   */
  handle: z.string(),
  passkeys: z.array(storedPasskeySchema),
  /** The authenticator app's secret (base32) and when it was turned on. */
  totp: z.object({ secret: z.string(), since: z.number() }).nullable(),
  /** HMACs of the unused recovery codes. */
  recoveryCodes: z.array(z.string()),
});
export type SecurityRecord = z.infer<typeof securityRecordSchema>;

/** What reading and writing the record needs. */
export type SecurityContext = DomainContext & {
  stores: Pick<Stores, 'tokens'>;
};

/** A record for a client who has set nothing up. */
export function emptySecurityRecord(): SecurityRecord {
  return {
    v: 1,
    handle: '',
    passkeys: [],
    totp: null,
    recoveryCodes: [],
  };
}

/** Whether the client has any factor beyond their password and mailbox. */
export function hasSecondFactor(record: SecurityRecord): boolean {
  return record.totp !== null || record.passkeys.length > 0;
}

/** The field's id and the key, or SECURITY_UNAVAILABLE when either is not set. */
export function securitySettings(ctx: Pick<DomainContext, 'config'>): {
  fieldId: number;
  key: string;
} {
  const { fieldId, secretsKey } = ctx.config.security;
  if (fieldId === null || secretsKey === null) {
    throw new AppError(
      'SECURITY_UNAVAILABLE',
      'Passkeys and the second factor are not set up on this server',
    );
  }
  return { fieldId, key: secretsKey };
}

/** Whether passkeys and the second factor are set up on this server. */
export function isSecurityAvailable(
  ctx: Pick<DomainContext, 'config'>,
): boolean {
  const { fieldId, secretsKey } = ctx.config.security;
  return fieldId !== null && secretsKey !== null;
}

const sealContext = (clientId: number) => `security:client:${clientId}`;

/**
 * The record in a field's value: empty gives a fresh record; a value this
 * server did not seal (another use of the field) or that does not open with
 * the key is refused, never overwritten.
 */
export function readSecurityRecord(
  key: string,
  clientId: number,
  value: string,
): SecurityRecord {
  if (value.trim() === '') {
    return emptySecurityRecord();
  }
  const opened = isSealed(value)
    ? unseal(key, sealContext(clientId), value)
    : null;
  const parsed =
    opened === null ? null : securityRecordSchema.safeParse(safeJson(opened));
  if (!parsed?.success) {
    throw new AppError(
      'INTERNAL',
      `The security field of client ${clientId} holds a value this server cannot open (another use of SECURITY_FIELD, or another SECRETS_KEY)`,
    );
  }
  return parsed.data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Seals a record for its client's field. */
export function sealSecurityRecord(
  key: string,
  clientId: number,
  record: SecurityRecord,
): string {
  return seal(key, sealContext(clientId), JSON.stringify(record));
}

/** The client's record as WHMCS has it now, with the profile it was read from. */
export async function loadSecurityRecord(
  ctx: DomainContext,
  clientId: number,
): Promise<{ record: SecurityRecord; profile: ClientProfile }> {
  const { fieldId, key } = securitySettings(ctx);
  const profile = await getClientProfile(ctx, clientId);
  const value = profile.customFields.get(fieldId) ?? '';
  return { record: readSecurityRecord(key, clientId, value), profile };
}

/** The record from a profile already read (for checks that need no write). */
export function securityRecordOf(
  ctx: Pick<DomainContext, 'config'>,
  profile: ClientProfile,
): SecurityRecord {
  if (!isSecurityAvailable(ctx)) {
    return emptySecurityRecord();
  }
  const { fieldId, key } = securitySettings(ctx);
  return readSecurityRecord(
    key,
    profile.id,
    profile.customFields.get(fieldId) ?? '',
  );
}

const LOCK_MS = 10_000;
const LOCK_TRIES = 30;
const LOCK_WAIT_MS = 100;

/**
 * Changes a client's record: under the client's lock (one writer across
 * instances), read fresh from WHMCS, `change` applied, written back with the
 * client's other custom fields unchanged, as one step of the write journal
 * (read back after a crash: WHMCS holds the changed record). `change` must
 * give the same result when applied again to its own result, since a retry
 * re-reads what the first attempt wrote. Answers the record as written.
 */
export async function changeSecurityRecord(
  ctx: SecurityContext,
  clientId: number,
  journal: Pick<WriteJournal, 'id' | 'step'>,
  change: (record: SecurityRecord) => SecurityRecord,
): Promise<SecurityRecord> {
  const { fieldId, key } = securitySettings(ctx);
  const unlock = await waitForLock(ctx, clientId, journal.id);
  try {
    const { record, profile } = await loadSecurityRecord(ctx, clientId);
    const next = change(record);
    const wanted = JSON.stringify(next);
    if (wanted === JSON.stringify(record)) {
      return record;
    }
    await journal.step('security-record', {
      check: async () => {
        const now = await loadSecurityRecord(ctx, clientId);
        return JSON.stringify(now.record) === wanted ? true : null;
      },
      write: async () => {
        await ctx.whmcs.updateClient({
          clientid: clientId,
          customfields: encodeCustomFields({
            ...Object.fromEntries(profile.customFields),
            [fieldId]: sealSecurityRecord(key, clientId, next),
          }),
        });
        return true;
      },
    });
    return next;
  } finally {
    await unlock();
  }
}

async function waitForLock(
  ctx: SecurityContext,
  clientId: number,
  holder: string,
): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < LOCK_TRIES; attempt += 1) {
    const unlock = await takeLock(
      ctx.stores.tokens,
      `securitylock:${clientId}`,
      LOCK_MS,
      holder,
    );
    if (unlock) {
      return unlock;
    }
    await new Promise((resolve) => setTimeout(resolve, LOCK_WAIT_MS));
  }
  throw new AppError(
    'IDEMPOTENCY_IN_FLIGHT',
    'Another change of your sign-in settings is running; try again',
  );
}

import type { AuthenticationCredential } from '@members/contract';

import { AppError } from '../lib/app-error.js';
import { safeEqual } from '../lib/crypto.js';
import { toIpKey } from '../lib/ip.js';
import {
  checkLimits,
  consumeLimits,
  countEvent,
  SIGN_IN_LIMITS,
} from '../stores/limits.js';
import type { Stores } from '../stores/types.js';
import type { WriteJournal } from '../stores/write-journal.js';
import { WhmcsError } from '../whmcs/index.js';

import type { ClientProfile } from './client.js';
import {
  startAssertion,
  takeAssertionChallenge,
  verifyAssertion,
} from './passkey-ceremonies.js';
import type { RelyingParty, VerifiedAssertion } from './passkey-ceremonies.js';
import { openUserHandle } from './passkey-handle.js';
import {
  changeSecurityRecord,
  loadSecurityRecord,
  securitySettings,
} from './security-record.js';
import type {
  SecurityContext,
  SecurityRecord,
  StoredPasskey,
} from './security-record.js';

/** What checking a passkey needs: the record's context, the limits and the clock. */
export type PasskeyContext = SecurityContext & {
  stores: Pick<Stores, 'tokens' | 'counters'>;
  now: () => number;
};

/** The client a good assertion proved, and their record with its use written. */
export interface PasskeyProof {
  profile: ClientProfile;
  record: SecurityRecord;
}

/**
 * The options of a passkey sign-in or step-up, a few per minute and
 * address, since each keeps a challenge in the shared store.
 */
export async function passkeyRequestOptions(
  ctx: PasskeyContext,
  rp: RelyingParty,
  ip: string,
) {
  securitySettings(ctx);
  await consumeLimits(
    ctx.stores.counters,
    [
      {
        key: `passkey:options:${toIpKey(ip)}`,
        ...SIGN_IN_LIMITS.passkeyOptionsPerIp,
      },
    ],
    ctx.now(),
  );
  return startAssertion(ctx, rp);
}

/**
 * Checks an assertion: its challenge (issued, unused), its user handle (it
 * opens with our key to a client whose record holds exactly that handle),
 * its credential (one of that client's passkeys), origin, RP ID, signature
 * and counter. With `sessionClientId` (a step-up) the passkey must be that
 * client's. Anything that does not hold is PASSKEY_REFUSED, counted against
 * the address. The passkey's new counter and last use are written.
 */
export async function provePasskey(
  ctx: PasskeyContext,
  rp: RelyingParty,
  credential: AuthenticationCredential,
  request: {
    ip: string;
    journal: Pick<WriteJournal, 'id' | 'step'>;
    sessionClientId?: number;
  },
): Promise<PasskeyProof> {
  const failures = {
    key: `passkey:fail:${toIpKey(request.ip)}`,
    ...SIGN_IN_LIMITS.passkeyFailuresPerIp,
  };
  const { key } = securitySettings(ctx);
  await checkLimits(ctx.stores.counters, [failures], ctx.now());
  const refuse = async (): Promise<never> => {
    await countEvent(ctx.stores.counters, failures);
    throw passkeyRefused();
  };
  const challenge = await takeAssertionChallenge(ctx, credential);
  const { userHandle } = credential.response;
  const handleClient = openUserHandle(key, userHandle);
  const clientId = request.sessionClientId ?? handleClient;
  if (
    challenge === null ||
    clientId === null ||
    (userHandle !== undefined && handleClient !== clientId) ||
    credential.id !== credential.rawId
  ) {
    return refuse();
  }
  const found = await loadOpenRecord(ctx, clientId);
  const passkey = found?.record.passkeys.find(
    (stored) => stored.id === credential.id,
  );
  if (
    !found ||
    !passkey ||
    !isOwnHandle(found.record, userHandle) ||
    found.profile.status.toLowerCase() === 'closed'
  ) {
    return refuse();
  }
  const verified = await verifyAssertion(rp, challenge, credential, passkey);
  if (!verified) {
    return refuse();
  }
  const record = await recordUse(ctx, clientId, request.journal, {
    id: passkey.id,
    verified,
    at: ctx.now(),
  });
  return { profile: found.profile, record };
}

function passkeyRefused(): AppError {
  return new AppError('PASSKEY_REFUSED', 'This passkey could not sign you in');
}

/** The handle sent (when sent) is the one the client's record keeps. */
function isOwnHandle(
  record: SecurityRecord,
  userHandle: string | undefined,
): boolean {
  if (userHandle === undefined) {
    return true;
  }
  return record.handle !== '' && safeEqual(userHandle, record.handle);
}

/** The client's record, or null when WHMCS has no such client. */
async function loadOpenRecord(
  ctx: PasskeyContext,
  clientId: number,
): Promise<{ record: SecurityRecord; profile: ClientProfile } | null> {
  try {
    return await loadSecurityRecord(ctx, clientId);
  } catch (error) {
    if (error instanceof WhmcsError && error.isNotFound()) {
      return null;
    }
    throw error;
  }
}

/**
 * Writes a good assertion's counter and time into the passkey. Under the
 * record's lock: an assertion whose counter another one already reached
 * (two uses of a cloned key at once) is refused; the same change applied
 * to its own result (a retry) finds its own time and changes nothing.
 */
async function recordUse(
  ctx: PasskeyContext,
  clientId: number,
  journal: Pick<WriteJournal, 'id' | 'step'>,
  use: { id: string; verified: VerifiedAssertion; at: number },
): Promise<SecurityRecord> {
  const { counter, backedUp } = use.verified;
  const used = (passkey: StoredPasskey): StoredPasskey => {
    if (
      counter > 0 &&
      passkey.counter >= counter &&
      passkey.lastUsedAt !== use.at
    ) {
      throw passkeyRefused();
    }
    return { ...passkey, counter, lastUsedAt: use.at, backedUp };
  };
  return changeSecurityRecord(ctx, clientId, journal, (record) => ({
    ...record,
    passkeys: record.passkeys.map((passkey) =>
      passkey.id === use.id ? used(passkey) : passkey,
    ),
  }));
}

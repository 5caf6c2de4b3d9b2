import { MAX_PASSKEYS } from '@members/contract';
import type { PasskeyCreationOptions } from '@members/contract';

import {
  createUserHandle,
  openUserHandle,
} from '../../domain/passkey-handle.js';
import {
  endRegistration,
  startRegistration,
  verifyRegistration,
} from '../../domain/passkey-registration.js';
import type { VerifiedRegistration } from '../../domain/passkey-registration.js';
import {
  changeSecurityRecord,
  loadSecurityRecord,
  securitySettings,
} from '../../domain/security-record.js';
import type { SecurityRecord } from '../../domain/security-record.js';
import { requireRecentCheck } from '../../domain/step-up.js';
import type { RouteCall } from '../../http/define-route.js';
import { AppError } from '../../lib/app-error.js';

import { defaultPasskeyName } from './passkey-name.js';
import { relyingParty, securityAnswer } from './security.service.js';
import type { SecurityAnswer, SecurityDeps } from './security.service.js';

function passkeyLimit(): AppError {
  return new AppError(
    'PASSKEY_LIMIT',
    'You have the largest number of passkeys; remove one first',
  );
}

function passkeyInvalid(): AppError {
  return new AppError('PASSKEY_INVALID', 'This passkey could not be added');
}

/**
 * The creation options of a new passkey, after a recent sign-in or factor
 * check, below the largest number of passkeys; the passkeys the customer
 * has are excluded, so an authenticator does not make a second one. The
 * user handle is the record's, or a new one for the first passkey.
 */
export async function passkeyRegisterOptions(
  deps: SecurityDeps,
  {
    identity,
    meta,
  }: Pick<RouteCall<'passkeyRegisterOptions'>, 'identity' | 'meta'>,
): Promise<Omit<PasskeyCreationOptions, 'error'>> {
  const { clientId } = identity;
  const { key } = securitySettings(deps);
  const { record, profile } = await loadSecurityRecord(deps, clientId);
  requireRecentCheck(identity.session, record, deps.now());
  if (record.passkeys.length >= MAX_PASSKEYS) {
    throw passkeyLimit();
  }
  const handle =
    openUserHandle(key, record.handle) === clientId
      ? record.handle
      : createUserHandle(key, clientId);
  const fullName = `${profile.firstname} ${profile.lastname}`.trim();
  return startRegistration(
    deps,
    relyingParty(deps, meta),
    {
      clientId,
      sessionId: identity.sessionId,
      handle,
      name: profile.email,
      displayName: fullName === '' ? profile.email : fullName,
    },
    record.passkeys,
  );
}

/**
 * The record with the new passkey. The same change applied to its result
 * changes nothing (the credential is there). The first passkey brings its
 * handle into the record; a later one must carry the record's handle (the
 * options of two first passkeys at once: the second is refused).
 */
function withPasskey(
  record: SecurityRecord,
  made: VerifiedRegistration,
  name: (taken: string[]) => string,
  at: number,
): SecurityRecord {
  if (record.passkeys.some((passkey) => passkey.id === made.id)) {
    return record;
  }
  if (record.passkeys.length >= MAX_PASSKEYS) {
    throw passkeyLimit();
  }
  if (record.passkeys.length > 0 && record.handle !== made.handle) {
    throw passkeyInvalid();
  }
  return {
    ...record,
    handle: made.handle,
    passkeys: [
      ...record.passkeys,
      {
        id: made.id,
        publicKey: made.publicKey,
        counter: made.counter,
        transports: made.transports,
        name: name(record.passkeys.map((passkey) => passkey.name)),
        createdAt: at,
        lastUsedAt: null,
        backedUp: made.backedUp,
      },
    ],
  };
}

/**
 * Adds the passkey the browser made from this session's options: checked
 * (challenge, origin, RP ID, attestation `none`), named as the customer
 * said or by its kind and device, and stored in the client's record.
 */
export async function registerPasskey(
  deps: SecurityDeps,
  call: Pick<
    RouteCall<'passkeyRegister'>,
    'identity' | 'input' | 'meta' | 'journal' | 'locale'
  >,
): Promise<SecurityAnswer> {
  const { identity, input, meta, journal, locale } = call;
  securitySettings(deps);
  const made = await verifyRegistration(
    deps,
    relyingParty(deps, meta),
    { clientId: identity.clientId, sessionId: identity.sessionId },
    input.credential,
  );
  if (!made) {
    throw passkeyInvalid();
  }
  const at = deps.now();
  const name = (taken: string[]) =>
    input.name ??
    defaultPasskeyName(
      input.credential.authenticatorAttachment,
      meta.userAgent,
      locale,
      taken,
    );
  const record = await changeSecurityRecord(
    deps,
    identity.clientId,
    journal,
    (current) => withPasskey(current, made, name, at),
  );
  await endRegistration(deps, made.challenge);
  return securityAnswer(deps, record, identity);
}

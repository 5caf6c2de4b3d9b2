import type { TotpSetupResponse } from '@members/contract';

import { limitFactorCheck } from '../../domain/factor-codes.js';
import {
  changeSecurityRecord,
  securitySettings,
} from '../../domain/security-record.js';
import { createTotpSecret, totpUri, useTotpCode } from '../../domain/totp.js';
import type { Identity, RouteCall } from '../../http/define-route.js';
import { AppError, fromStore } from '../../lib/app-error.js';
import { seal, unseal } from '../../lib/crypto.js';
import { MINUTE_MS } from '../../lib/time.js';

import {
  answerOf,
  loadForChange,
  recoveryCodesOf,
} from './second-factor.service.js';
import type {
  SecondFactorDeps,
  SecurityAnswer,
} from './second-factor.service.js';

/** A new secret waits this long for its first code. */
const SETUP_TTL_MS = 10 * MINUTE_MS;

function totpOn(): AppError {
  return new AppError('TOTP_ALREADY_ON', 'The authenticator app is on already');
}

/** Where a session's pending secret waits, sealed to that client and session. */
function pendingOf(identity: Identity): { key: string; context: string } {
  return {
    key: `totp:pending:${identity.sessionId}`,
    context: `totp-pending:${identity.clientId}:${identity.sessionId}`,
  };
}

/**
 * Starts turning the authenticator app on: after a recent check, a new
 * secret waits 10 minutes in the shared store for its first code
 * ({@link enableTotp}); answers it for typing and as the QR code's URI.
 */
export async function setUpTotp(
  deps: SecondFactorDeps,
  { identity }: Pick<RouteCall<'totpSetup'>, 'identity'>,
): Promise<Omit<TotpSetupResponse, 'error'>> {
  const { record, email } = await loadForChange(deps, identity);
  if (record.totp !== null) {
    throw totpOn();
  }
  const { key } = securitySettings(deps);
  const secret = createTotpSecret();
  const pending = pendingOf(identity);
  await fromStore(() =>
    deps.stores.tokens.set(
      pending.key,
      seal(key, pending.context, secret),
      SETUP_TTL_MS,
    ),
  );
  return {
    secret,
    uri: totpUri(secret, deps.config.providerName, email),
    expiresIn: SETUP_TTL_MS / 1000,
  };
}

/**
 * Turns the app on with its first code: the pending secret (else
 * SETUP_EXPIRED) and ten new recovery codes are written to the client's
 * record, this session counts as checked now, and the plain codes are
 * answered this once. A retry with the same Idempotency-Key answers the
 * same codes and writes nothing new.
 */
export async function enableTotp(
  deps: SecondFactorDeps,
  {
    identity,
    input,
    journal,
  }: Pick<RouteCall<'totpEnable'>, 'identity' | 'input' | 'journal'>,
): Promise<SecurityAnswer & { recoveryCodes: string[] }> {
  const { clientId } = identity;
  const { key } = securitySettings(deps);
  const pending = pendingOf(identity);
  const sealed = await fromStore(() => deps.stores.tokens.get(pending.key));
  const secret = sealed === null ? null : unseal(key, pending.context, sealed);
  if (secret === null) {
    throw new AppError('SETUP_EXPIRED', 'The set-up has expired: start again');
  }
  // A retry of a change whose code was accepted does not check it again:
  // the code is used up, and the customer typed it once.
  await journal.once('totp-code', async () => {
    await limitFactorCheck(deps, clientId, async () =>
      (await useTotpCode(deps.stores, clientId, secret, input.code, deps.now()))
        ? true
        : null,
    );
  });
  const { codes, hashes } = await recoveryCodesOf(deps, clientId, journal);
  const at = deps.now();
  const record = await changeSecurityRecord(
    deps,
    clientId,
    journal,
    (current) => {
      if (current.totp !== null && current.totp.secret !== secret) {
        throw totpOn();
      }
      return {
        ...current,
        totp: { secret, since: current.totp?.since ?? at },
        recoveryCodes: hashes,
      };
    },
  );
  await fromStore(() => deps.stores.tokens.delete(pending.key));
  await deps.sessions.update(identity.sessionId, { factorAt: at });
  const session = { ...identity.session, factorAt: at };
  return {
    ...answerOf(deps, identity, record, session),
    recoveryCodes: codes,
  };
}

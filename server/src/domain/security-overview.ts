import type { SecurityResponse } from '@members/contract';

import type { SessionRecord } from '../stores/types.js';

import type { DomainContext } from './context.js';
import { isSecurityAvailable } from './security-record.js';
import type { SecurityRecord } from './security-record.js';
import { checkedUntil } from './step-up.js';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The `security` answer from a record: what every change of a factor answers
 * too, so the page shows the new state without reading it again.
 */
export function presentSecurity(
  ctx: Pick<DomainContext, 'config'>,
  record: SecurityRecord,
  session: Pick<SessionRecord, 'signedInAt' | 'factorAt'>,
  now: number,
): Omit<SecurityResponse, 'error'> {
  const until = checkedUntil(session, record, now);
  return {
    available: isSecurityAvailable(ctx),
    passkeys: record.passkeys.map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      createdAt: iso(passkey.createdAt),
      lastUsedAt: passkey.lastUsedAt === null ? null : iso(passkey.lastUsedAt),
      synced: passkey.backedUp,
    })),
    totp: {
      enabled: record.totp !== null,
      since: record.totp === null ? null : iso(record.totp.since),
    },
    recoveryCodesLeft: record.recoveryCodes.length,
    checkedUntil: until === null ? null : iso(until),
  };
}

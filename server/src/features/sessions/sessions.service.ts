import { createHash } from 'node:crypto';

import type { DeviceSession } from '@members/contract';

import type { Identity } from '../../http/define-route.js';
import { AppError } from '../../lib/app-error.js';
import { summariseUserAgent } from '../../lib/user-agent.js';
import type {
  ActiveSession,
  SessionManager,
} from '../../sessions/session-manager.js';

/** What the device use cases need. */
export interface SessionDeps {
  sessions: SessionManager;
}

/**
 * The id a session is shown under. It is derived from the store key (itself
 * the token's hash) one way, so it can neither be used as a token nor name
 * a store key; it only matches among the customer's own sessions.
 */
export function publicSessionId(storeId: string): string {
  return createHash('sha256')
    .update(`device:${storeId}`)
    .digest('base64url')
    .slice(0, 22);
}

function toDevice(session: ActiveSession, currentId: string): DeviceSession {
  const { record } = session;
  return {
    id: publicSessionId(session.id),
    current: session.id === currentId,
    ...summariseUserAgent(record.userAgent),
    ip: record.ip,
    createdAt: new Date(record.createdAt).toISOString(),
    lastSeenAt: new Date(record.lastSeenAt).toISOString(),
  };
}

/** The customer's sessions, the current one first, then the latest used. */
export async function listDevices(
  deps: SessionDeps,
  identity: Identity,
): Promise<DeviceSession[]> {
  const list = await deps.sessions.list(identity.clientId);
  return list
    .map((session) => toDevice(session, identity.sessionId))
    .sort(
      (a, b) =>
        Number(b.current) - Number(a.current) ||
        b.lastSeenAt.localeCompare(a.lastSeenAt),
    );
}

/**
 * Ends one of the customer's sessions by its public id; says whether it was
 * the session of this request.
 */
export async function endDevice(
  deps: SessionDeps,
  identity: Identity,
  publicId: string,
): Promise<{ isCurrent: boolean }> {
  const list = await deps.sessions.list(identity.clientId);
  const target = list.find(
    (session) => publicSessionId(session.id) === publicId,
  );
  if (!target) {
    // Unknown, ended, or another customer's: the same answer.
    throw new AppError('NOT_FOUND', 'No such session');
  }
  await deps.sessions.close(target.id);
  return { isCurrent: target.id === identity.sessionId };
}

/** Ends every session of the customer but this one; answers how many. */
export async function endOtherDevices(
  deps: SessionDeps,
  identity: Identity,
): Promise<number> {
  const others = (await deps.sessions.list(identity.clientId)).filter(
    (session) => session.id !== identity.sessionId,
  );
  for (const session of others) {
    await deps.sessions.close(session.id);
  }
  return others.length;
}

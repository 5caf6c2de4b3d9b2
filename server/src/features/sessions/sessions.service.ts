import { createHash } from 'node:crypto';

import type {
  DeviceSession,
  EndOtherSessionsResponse,
  SessionsResponse,
} from '@members/contract';

import type { RouteCall } from '../../http/define-route.js';
import type { ServerDeps } from '../../http/feature.js';
import { AppError } from '../../lib/app-error.js';
import { summariseUserAgent } from '../../lib/user-agent.js';
import type { ActiveSession } from '../../sessions/session-manager.js';

/** What the device use cases need. */
export type SessionDeps = Pick<ServerDeps, 'sessions'>;

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
  { identity }: Pick<RouteCall<'sessions'>, 'identity'>,
): Promise<Omit<SessionsResponse, 'error'>> {
  const list = await deps.sessions.list(identity.clientId);
  return {
    sessions: list
      .map((session) => toDevice(session, identity.sessionId))
      .sort(
        (a, b) =>
          Number(b.current) - Number(a.current) ||
          b.lastSeenAt.localeCompare(a.lastSeenAt),
      ),
  };
}

/**
 * Ends one of the customer's sessions by its public id; says whether it was
 * the session of this request.
 */
export async function endDevice(
  deps: SessionDeps,
  { identity, input }: Pick<RouteCall<'endSession'>, 'identity' | 'input'>,
): Promise<{ isCurrent: boolean }> {
  const publicId = input.id;
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
  { identity }: Pick<RouteCall<'endOtherSessions'>, 'identity'>,
): Promise<Omit<EndOtherSessionsResponse, 'error'>> {
  const others = (await deps.sessions.list(identity.clientId)).filter(
    (session) => session.id !== identity.sessionId,
  );
  for (const session of others) {
    await deps.sessions.close(session.id);
  }
  return { ended: others.length };
}

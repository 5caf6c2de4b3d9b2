import { fromStore } from '../lib/app-error.js';
import type { Clock } from '../lib/clock.js';
import { createToken, hashToken } from '../lib/crypto.js';
import { DAY_MS } from '../lib/time.js';
import type { SessionRecord, SignInMethod, Stores } from '../stores/types.js';

/** Absolute lifetime of a session: 180 days, as the session cookie (product rules: State, 15552000 s). */
export const SESSION_TTL_SECONDS = 15_552_000;
/** A session unused for 30 days ends (security.md decision 3). */
export const SESSION_IDLE_MS = 30 * DAY_MS;
/** Sessions per client; the least recently used ones are ended beyond this. */
export const MAX_SESSIONS_PER_CLIENT = 20;
/** `lastSeenAt` is written at most this often, to spare the store. */
const TOUCH_INTERVAL_MS = 60_000;

/** A session found for a request. */
export interface ActiveSession {
  /** Hash of the token: the store key, safe to log. */
  id: string;
  record: SessionRecord;
}

/** What is known about a customer when a session opens. */
export interface OpenSessionInput {
  clientId: number;
  email: string;
  method: SignInMethod;
  /** The sign-in proved a factor beyond password and mailbox (a passkey, the app, a recovery code). */
  factor?: 'passkey' | 'totp' | 'recovery';
  affiliate: boolean;
  reseller: boolean;
  ip: string;
  userAgent: string;
}

/** Opens, finds and ends sessions over the session store. */
export interface SessionManager {
  open(
    input: OpenSessionInput,
  ): Promise<{ token: string; session: ActiveSession }>;
  resolve(token: string): Promise<ActiveSession | null>;
  update(id: string, patch: Partial<SessionRecord>): Promise<void>;
  close(id: string): Promise<void>;
  /** A client's live sessions (neither past their end nor idle too long). */
  list(clientId: number): Promise<ActiveSession[]>;
}

/**
 * Writes the role flags WHMCS gives the client now into their session, when
 * they differ from what the session holds.
 */
export async function refreshRoleFlags(
  sessions: Pick<SessionManager, 'update'>,
  id: string,
  current: Pick<SessionRecord, 'affiliate' | 'reseller'>,
  flags: Pick<SessionRecord, 'affiliate' | 'reseller'>,
): Promise<void> {
  if (
    flags.affiliate !== current.affiliate ||
    flags.reseller !== current.reseller
  ) {
    await sessions.update(id, flags);
  }
}

/**
 * Creates the session manager. Tokens are 256-bit random values; only their
 * SHA-256 is stored, so a leaked store does not leak usable tokens.
 */
export function createSessionManager(
  stores: Pick<Stores, 'sessions' | 'pushSubscriptions'>,
  now: Clock,
): SessionManager {
  return {
    async open(input) {
      const token = createToken(32);
      const id = hashToken(token);
      const at = now();
      const { factor, ...rest } = input;
      const record: SessionRecord = {
        ...rest,
        ...(factor === undefined ? {} : { factorAt: at }),
        ...(factor === 'totp' || factor === 'recovery'
          ? { secondFactor: factor }
          : {}),
        createdAt: at,
        lastSeenAt: at,
        signedInAt: at,
        expiresAt: at + SESSION_TTL_SECONDS * 1000,
      };
      await fromStore(() =>
        stores.sessions.create(id, record, MAX_SESSIONS_PER_CLIENT),
      );
      return { token, session: { id, record } };
    },

    async resolve(token) {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) {
        return null;
      }
      const id = hashToken(token);
      const record = await fromStore(() => stores.sessions.get(id));
      if (!record) {
        return null;
      }
      const at = now();
      if (record.expiresAt <= at || record.lastSeenAt + SESSION_IDLE_MS <= at) {
        await fromStore(() => stores.sessions.delete(id));
        return null;
      }
      if (at - record.lastSeenAt >= TOUCH_INTERVAL_MS) {
        record.lastSeenAt = at;
        await fromStore(() => stores.sessions.update(id, { lastSeenAt: at }));
      }
      return { id, record };
    },

    async update(id, patch) {
      await fromStore(() => stores.sessions.update(id, patch));
    },

    async close(id) {
      const record = await fromStore(() => stores.sessions.get(id));
      await fromStore(() => stores.sessions.delete(id));
      // A device signed out gets no more reminders (docs/push.md).
      if (record) {
        await fromStore(() =>
          stores.pushSubscriptions.removeBySession(record.clientId, id),
        );
      }
    },

    async list(clientId) {
      const at = now();
      const found = await fromStore(() =>
        stores.sessions.listByClient(clientId),
      );
      return found.filter(
        ({ record }) =>
          record.clientId === clientId &&
          record.expiresAt > at &&
          record.lastSeenAt + SESSION_IDLE_MS > at,
      );
    },
  };
}

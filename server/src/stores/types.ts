import type {
  CancellationReceipt,
  Locale,
  PushKind,
  WithdrawalReceipt,
} from '@members/contract';

import type { IdempotencyRecord } from './idempotency-record.js';

/**
 * Store interfaces for state shared between requests (and, with Redis,
 * between server instances). Every method is async so that a networked
 * store can implement them; a failing store throws, and callers fail closed.
 */

/** How a session was opened. */
export type SignInMethod = 'code' | 'password' | 'passkey' | 'signup' | 'sso';

/** A server-side session. It is stored under the hash of its token. */
export interface SessionRecord {
  clientId: number;
  email: string;
  createdAt: number;
  lastSeenAt: number;
  /** Absolute end (creation + 180 days). */
  expiresAt: number;
  /** Last time the customer proved who they are (for step-up checks). */
  signedInAt: number;
  method: SignInMethod;
  /**
   * Last time the customer proved a factor beyond password and mailbox (a
   * passkey, the app's code, a recovery code): the start of the step-up
   * window (security.md). Absent: never in this session.
   */
  factorAt?: number;
  /** The second factor this session's sign-in was completed with, if any. */
  secondFactor?: 'totp' | 'recovery';
  affiliate: boolean;
  reseller: boolean;
  ip: string;
  userAgent: string;
}

/** Sessions by token hash, with a per-client index. */
export interface SessionStore {
  /** Stores a session; a client's oldest sessions beyond `maxPerClient` are removed. */
  create(
    id: string,
    record: SessionRecord,
    maxPerClient: number,
  ): Promise<void>;
  get(id: string): Promise<SessionRecord | null>;
  update(id: string, patch: Partial<SessionRecord>): Promise<void>;
  delete(id: string): Promise<void>;
  listByClient(
    clientId: number,
  ): Promise<{ id: string; record: SessionRecord }[]>;
  /** Sessions not yet past their absolute end, across all clients (for metrics). */
  countActive(): Promise<number>;
}

/** A pending e-mail code sign-in, stored under the hash of its challenge cookie. */
export interface LoginChallenge {
  /** Canonical form of the address the code was asked for. */
  email: string;
  /** null when no account has that address: verification always fails. */
  clientId: number | null;
  /** HMAC of the code; the code itself is never stored. */
  codeHash: string;
  expiresAt: number;
  attempts: number;
}

/** Pending sign-in codes. Only the newest challenge of an address is valid. */
export interface LoginCodeStore {
  /** Saves a challenge and makes it the newest of its address. */
  save(key: string, challenge: LoginChallenge): Promise<void>;
  get(key: string): Promise<LoginChallenge | null>;
  newestFor(email: string): Promise<string | null>;
  /** Counts a wrong try atomically; answers the tries so far. */
  addAttempt(key: string): Promise<number>;
  /** Removes the challenge; true only for the one caller that removed it. */
  consume(key: string): Promise<boolean>;
}

/** Fixed-window counters for rate limits. */
export interface CounterStore {
  /** Adds one to `key`; a new window of `windowMs` starts when none is open. */
  increment(
    key: string,
    windowMs: number,
  ): Promise<{ count: number; resetAt: number }>;
  peek(key: string): Promise<{ count: number; resetAt: number } | null>;
  /**
   * Takes one back from `key` in its open window (an event that did not
   * happen after all); nothing when no window is open or it is at 0.
   */
  decrement(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** Short-lived values such as one-time tokens. */
export interface TokenStore {
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets only when absent; true when this call set it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  get(key: string): Promise<string | null>;
  /** Reads and removes atomically: a one-time value is taken once. */
  take(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
}

/** An answer kept for a repeated Idempotency-Key. */
export interface StoredResponse {
  statusCode: number;
  body: string;
}

/** A JSON value, as a recovery point keeps it. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * The recovery point of one WHMCS write of a request: recorded as `sending`
 * with what it needs to find out later whether WHMCS did it (`before`), and
 * as `done` with its result once WHMCS answered.
 */
export type WriteStep =
  | { state: 'sending'; before: JsonValue }
  | { state: 'done'; before: JsonValue; result: JsonValue };

/** The write steps of a request by name (`write`, `log`, …). */
export type WriteSteps = Record<string, WriteStep>;

/** The state of an idempotency key when a request arrives. */
export type IdempotencyBegin =
  /** The request runs; `recovered` when it took over a dead request's key and its steps. */
  | { state: 'started'; steps: WriteSteps; recovered: boolean }
  | { state: 'in_flight' }
  | { state: 'mismatch' }
  | { state: 'completed'; response: StoredResponse };

/**
 * An atomic change of one idempotency record: the record that follows
 * (`null` deletes it, `undefined` leaves it as it is) and what to answer.
 */
export type IdempotencyChange<T> = (record: IdempotencyRecord | null) => {
  next?: IdempotencyRecord | null;
  result: T;
};

/**
 * Idempotency records (see `idempotency-record.ts` for the changes): each
 * update reads, changes and writes one record atomically, across instances.
 */
export interface IdempotencyStore {
  update<T>(
    key: string,
    change: IdempotencyChange<T>,
    ttlMs: number,
  ): Promise<T>;
}

/** A cached read and the generation of its owner it belongs to. */
export interface CachedRead {
  generation: number;
  /** The serialised value, or null when nothing is cached for this generation. */
  value: string | null;
}

/**
 * Short-lived per-owner read cache (WHMCS reads behind `allData`). A change
 * bumps the owner's generation, so a load that started before the change
 * can never be read back after it.
 */
export interface ReadCacheStore {
  read(owner: string): Promise<CachedRead>;
  write(
    owner: string,
    generation: number,
    value: string,
    ttlMs: number,
  ): Promise<void>;
  /** Makes every cached read of `owner` stale. */
  invalidate(owner: string): Promise<void>;
}

/** Which service uses which MAC address, shared by every instance. */
export interface MacIndexStore {
  ownerOf(mac: string): Promise<number | null>;
  /** Records `serviceId` as the user of `mac`, dropping `previous` if it was its. */
  record(
    serviceId: number,
    mac: string,
    previous: string | null,
  ): Promise<void>;
  forget(mac: string): Promise<void>;
  /** Swaps the whole index for a freshly built one. */
  replace(entries: Map<string, number>, builtAt: number): Promise<void>;
  /** When the index was last built, or 0 when never. */
  builtAt(): Promise<number>;
}

/**
 * Where a recorded cancellation stands: a signed-in one is `pending` while
 * its AddCancelRequest may still be on its way and `applied` once WHMCS has
 * it; a guest's is `received` until its ticket is opened (and the owner
 * told), then `delivered`.
 */
export type CancellationState =
  'pending' | 'applied' | 'received' | 'delivered';

/** What a recorded declaration of either kind holds besides its receipt. */
interface StoredDeclarationBase {
  /** The receipt's reference (`K-…` for a cancellation, `W-…` for a withdrawal): the record's key. */
  reference: string;
  /** The declarant's language, for the PDF and the mails. */
  locale: Locale;
  /** The signed-in client who declared it; null for a guest. */
  clientId: number | null;
  /** What a guest typed to name the subscription (null when signed in). */
  serviceRef: string | null;
  state: CancellationState;
  /**
   * Staff get a ticket: an extraordinary cancellation before the period's
   * end, every withdrawal (the refund is theirs).
   */
  needsStaffTicket: boolean;
  /** The ticket opened for it in WHMCS, once opened. */
  ticketId: number | null;
  /**
   * A `pending` one whose attempt ended without knowing whether WHMCS got
   * its AddCancelRequest (the answer was lost): the next try reads WHMCS.
   */
  isAttemptOver: boolean;
}

/** A cancellation declaration (§ 312k BGB) as recorded the moment it is received. */
export interface StoredCancellation extends StoredDeclarationBase {
  declaration: 'cancellation';
  /** What was declared and when it was received, as the customer gets it. */
  receipt: CancellationReceipt;
}

/** A withdrawal declaration (§ 356a BGB) as recorded the moment it is received. */
export interface StoredWithdrawal extends StoredDeclarationBase {
  declaration: 'withdrawal';
  /** What was declared and when it was received, as the customer gets it. */
  receipt: WithdrawalReceipt;
}

/** A recorded declaration: a cancellation or a withdrawal, told apart by `declaration`. */
export type StoredDeclaration = StoredCancellation | StoredWithdrawal;

/**
 * Recorded declarations (cancellations and withdrawals), kept without expiry (they are the
 * proof of receipt), with an index per signed-in client and the set of
 * guest declarations whose delivery to WHMCS is still due.
 */
export interface CancellationStore {
  /** Writes (or rewrites) a record under its reference. */
  save(record: StoredDeclaration): Promise<void>;
  get(reference: string): Promise<StoredDeclaration | null>;
  delete(reference: string): Promise<void>;
  /**
   * Claims `key` for `reference` unless another reference holds it, for
   * `ttlMs` (null: for good); answers the reference that holds it now.
   */
  claim(key: string, reference: string, ttlMs: number | null): Promise<string>;
  /** Lets go of `key` if `reference` holds it. */
  release(key: string, reference: string): Promise<void>;
  /** The signed-in declarations of a client. */
  listByClient(clientId: number): Promise<StoredDeclaration[]>;
  /** Guest declarations still `received` (their ticket not opened yet). */
  listUndelivered(): Promise<StoredDeclaration[]>;
}

/**
 * The date of the newest announcement each client has opened from the
 * dashboard (product rules: Needs attention): WHMCS keeps no read mark, and
 * the browser's storage is wiped at sign-out. A mark only moves forward, and
 * each read or write keeps it for `ttlMs` more.
 */
export interface AnnouncementsSeenStore {
  /** The client's mark, or null when none is kept. */
  get(clientId: number, ttlMs: number): Promise<string | null>;
  /**
   * Moves the client's mark to `date` unless it is already later (dates
   * `YYYY-MM-DDTHH:MM:SS` compare as strings), atomically; answers the mark.
   */
  advance(clientId: number, date: string, ttlMs: number): Promise<string>;
}

/** How many sign-ins a client's history keeps: the newest. */
export const SIGN_IN_HISTORY_KEPT = 20;

/** How long a client's history is kept after their last sign-in: 90 days. */
export const SIGN_IN_HISTORY_TTL_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * One sign-in as the history keeps it (ASVS 6.3.5): a summary for the
 * customer to recognise, never the raw User-Agent nor the full address.
 */
export interface SignInHistoryEntry {
  /** When it happened (ms since the epoch). */
  at: number;
  method: SignInMethod;
  /** The second factor it was completed with, if any. */
  secondFactor: 'totp' | 'recovery' | null;
  browser: string | null;
  os: string | null;
  /** The address, masked (`lib/ip.ts`, `maskIp`). */
  ip: string;
  /** The first sign-in of this client from that browser. */
  newDevice: boolean;
}

/**
 * Each client's last {@link SIGN_IN_HISTORY_KEPT} sign-ins, newest first,
 * kept for {@link SIGN_IN_HISTORY_TTL_MS} after the newest.
 */
export interface SignInHistoryStore {
  /** Adds a sign-in in front, drops those beyond the kept number. */
  add(clientId: number, entry: SignInHistoryEntry): Promise<void>;
  /** The client's sign-ins, newest first (empty when none are kept). */
  list(clientId: number): Promise<SignInHistoryEntry[]>;
}

/**
 * One device's push subscription (docs/push.md): where its push service
 * takes messages, the keys they are encrypted for, and what it wants.
 */
export interface StoredPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  device: string;
  /** The session that opted it in: signing out there removes it. */
  sessionId: string;
  kinds: PushKind[];
  /** The language its reminders are written in. */
  locale: Locale;
  createdAt: number;
}

/** Each client's push subscriptions, one per device (its endpoint). */
export interface PushSubscriptionStore {
  /** Adds or replaces the device's subscription (same endpoint). */
  save(clientId: number, subscription: StoredPushSubscription): Promise<void>;
  /** The client's devices (empty when none). */
  list(clientId: number): Promise<StoredPushSubscription[]>;
  /** Removes a device; answers whether it was there. */
  remove(clientId: number, endpoint: string): Promise<boolean>;
  /** Removes the devices a session opted in (its sign-out). */
  removeBySession(clientId: number, sessionId: string): Promise<void>;
  /** The clients with at least one device, for the daily reminders. */
  clients(): Promise<number[]>;
}

/** What a bounded cache holds now, and how many entries it has pushed out. */
export interface CacheStats {
  entries: number;
  bytes: number;
  evictions: number;
}

/** All stores of one server. */
export interface Stores {
  sessions: SessionStore;
  loginCodes: LoginCodeStore;
  counters: CounterStore;
  tokens: TokenStore;
  /**
   * The IPTV panel's answers kept (channels, guide, a line's state): in
   * memory a bounded store apart from the tokens, which must never be pushed
   * out; in Redis the tokens' store (Redis bounds its own memory).
   */
  panelReads: TokenStore;
  idempotency: IdempotencyStore;
  readCache: ReadCacheStore;
  macIndex: MacIndexStore;
  cancellations: CancellationStore;
  announcementsSeen: AnnouncementsSeenStore;
  signInHistory: SignInHistoryStore;
  pushSubscriptions: PushSubscriptionStore;
  /** Whether the stores are shared with other instances (Redis). */
  isShared: boolean;
  /**
   * What this process's bounded caches hold, by cache, for the metrics
   * (memory stores; Redis bounds its own memory).
   */
  cacheStats?(): Record<string, CacheStats>;
  /** Throws when the store cannot answer (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

import type { ServerClock } from '../calendar.js';
import type { Database } from '../db/database.js';
import type { Page } from '../db/rows.js';
import type { ReplyStyle } from '../options.js';
import type { Params } from '../params.js';
import { isAtLeast, parseWhmcsVersion } from '../whmcs-version.js';

/** The WHMCS release the emulator behaves as. */
export interface WhmcsRelease {
  /** `X.Y.Z`, as WhmcsDetails reports it. */
  version: string;
  /** Whether this release is `version` (`X.Y` or `X.Y.Z`) or newer. */
  isAtLeast(version: string): boolean;
}

/** A {@link WhmcsRelease} for `X.Y.Z`; throws on another form. */
export function createWhmcsRelease(version: string): WhmcsRelease {
  const parts = parseWhmcsVersion(version);
  return { version, isAtLeast: (since) => isAtLeast(parts, since) };
}

/** What an action handler gets: the database, the clock, the call's parameters and request facts. */
export interface ActionContext {
  db: Database;
  params: Params;
  /** The caller's IP address (for the activity log). */
  clientIp: string;
  /** Base URL of this emulator, without a trailing slash. */
  publicUrl: string;
  /** The WHMCS release being emulated (fields WHMCS added later are switched on it). */
  whmcs: WhmcsRelease;
  /** `real` or `docs` (see {@link ReplyStyle}). */
  replyStyle: ReplyStyle;
  /** WHMCS's clock: now, and today in WHMCS's time zone. */
  clock: ServerClock;
}

/** A WHMCS reply body: `result` plus action-specific fields. */
export interface ActionReply {
  result: 'success' | 'error';
  [key: string]: unknown;
}

/** One WHMCS API action. */
export type ActionHandler = (context: ActionContext) => ActionReply;

/** A business error: HTTP 200 with `result: "error"` and WHMCS's exact message. */
export function errorReply(message: string): ActionReply {
  return { result: 'error', message };
}

/** A success reply with the given fields after `result`. */
export function successReply(
  fields: Record<string, unknown> = {},
): ActionReply {
  return { result: 'success', ...fields };
}

/** `limitstart` / `limitnum` of a paginated action (defaults 0 and 25). */
export function getPage(context: ActionContext): Page {
  const start = Math.max(0, context.params.int('limitstart') ?? 0);
  const limitnum = context.params.int('limitnum');
  return {
    start,
    limit: limitnum !== undefined && limitnum > 0 ? limitnum : 25,
  };
}

import type { Database } from '../db/database.js';
import type { Page } from '../db/rows.js';
import type { Params } from '../params.js';

/** What an action handler gets: the database, the call's parameters and request facts. */
export interface ActionContext {
  db: Database;
  params: Params;
  /** The caller's IP address (for the activity log). */
  clientIp: string;
  /** Base URL of this emulator, without a trailing slash. */
  publicUrl: string;
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

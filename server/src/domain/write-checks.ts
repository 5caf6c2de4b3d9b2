import type { WriteJournal } from '../stores/write-journal.js';

import type { DomainContext } from './context.js';

/** How many activity-log entries of a client are read to count one text. */
const LOG_LOOKBACK = 100;

/**
 * How many entries of the client's WHMCS activity log read exactly
 * `description`. Both names of the client filter are sent (`clientid` since
 * WHMCS 8.5, `userid` before) and each entry's owner is checked.
 */
export async function countLogEntries(
  ctx: DomainContext,
  clientId: number,
  description: string,
): Promise<number> {
  const log = await ctx.whmcs.getActivityLog({
    clientid: clientId,
    userid: clientId,
    description,
    limitnum: LOG_LOOKBACK,
  });
  return log.activity.filter(
    (entry) =>
      (entry.clientId || entry.userid) === clientId &&
      entry.description === description,
  ).length;
}

/**
 * Writes the client's activity-log entry of a change once: before it is
 * sent, the entries with the same text are counted; a later attempt that
 * finds one more knows the entry was written (docs/reliability.md).
 */
export async function logOnce(
  ctx: DomainContext,
  journal: WriteJournal,
  clientId: number,
  description: string,
): Promise<void> {
  await journal.step('log', {
    before: () => countLogEntries(ctx, clientId, description),
    check: async (before) =>
      (await countLogEntries(ctx, clientId, description)) > Number(before)
        ? true
        : null,
    write: async () => {
      await ctx.whmcs.logActivity({ clientid: clientId, description });
      return true;
    },
  });
}

/** Text as WHMCS keeps it for comparing: line endings and outer spaces aside. */
export function sameText(a: string, b: string): boolean {
  const normal = (text: string) => text.replace(/\r\n?/g, '\n').trim();
  return normal(a) === normal(b);
}

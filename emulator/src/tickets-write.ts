import type { ServerClock } from './calendar.js';
import type { Database } from './db/database.js';
import { isTidTaken } from './db/tickets.js';
import { parseDateTimeInput } from './format.js';
import { randomAlphanumeric, randomDigits } from './random.js';

/** A fresh, unused 6-digit public ticket number, or `undefined` after many collisions. */
export function generateTicketNumber(db: Database): string | undefined {
  for (let attempt = 0; attempt < 100; attempt++) {
    const tid = randomDigits(6);
    if (!isTidTaken(db, tid)) {
      return tid;
    }
  }
  return undefined;
}

/** A ticket's client access key `c`. */
export function generateTicketKey(): string {
  return randomAlphanumeric(8);
}

/**
 * Reads the optional `created` date of ticket actions: now when absent, an error
 * message when unparseable or in the future.
 */
export function readCreatedDate(
  value: string,
  futureMessage: string,
  clock: ServerClock,
): { date: string } | { error: string } {
  const now = clock.nowDateTime();
  if (value === '') {
    return { date: now };
  }
  const date = parseDateTimeInput(value, clock.timeZone);
  if (date === undefined) {
    return { error: 'Invalid Date Format' };
  }
  if (date > now) {
    return { error: futureMessage };
  }
  return { date };
}

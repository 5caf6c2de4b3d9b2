import { addDays } from '../../calendar.js';
import { toDisplayDate } from '../../format.js';

/**
 * The seed day of files seeded before seeds had one: their dates were written
 * for 2026-11-28, which is also the day the offsets of the seeds count from.
 */
export const LEGACY_SEED_DATE = '2026-11-28';

/**
 * The dates of a seed, as days from its seed day (the demo's "today"): seeded on
 * any day, the demo tells the same story. On the seed day 2026-11-28 they are
 * the dates the demo was written with.
 */
export interface SeedDays {
  /** The seed day, `YYYY-MM-DD`. */
  seedDate: string;
  /** The date `offset` days after the seed day (before it when negative). */
  day(offset: number): string;
  /** That date at a time of day (`HH:MM:SS`), as a WHMCS date-time. */
  at(offset: number, time: string): string;
  /** An invoice line's period, `(20/11/2026 - 19/11/2027)`, its first and last day as offsets. */
  period(from: number, to: number): string;
}

/** The {@link SeedDays} of a seed day. */
export function seedDaysOf(seedDate: string): SeedDays {
  const day = (offset: number): string => addDays(seedDate, offset);
  return {
    seedDate,
    day,
    at: (offset, time) => `${day(offset)} ${time}`,
    period: (from, to) =>
      `(${toDisplayDate(day(from))} - ${toDisplayDate(day(to))})`,
  };
}

import type { Channel, ChannelCategory } from '@members/contract';
import { z } from 'zod';

/**
 * The player API's live answers (`get_live_categories`, `get_live_streams`,
 * `get_short_epg`), taken as panels send them: ids as text or numbers,
 * `tv_archive_duration` as text or a number, `epg_channel_id` text, empty
 * or null, titles base64 and the guide's times seconds as text. A row we
 * cannot read is left out rather than failing the whole list. Sources:
 * emulator/README.md, "Live channels and the short guide".
 */

/** Text or a number, as text; null and missing are null. */
const idTextSchema = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) =>
    value === undefined || value === null || value === ''
      ? null
      : String(value).trim(),
  );

/** A whole number sent as a number or as text; anything else is 0. */
const wholeSchema = z
  .union([z.string(), z.number(), z.boolean(), z.null()])
  .optional()
  .transform((value) => {
    const parsed = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(parsed) && parsed > 0 ? Math.floor(parsed) : 0;
  });

const categoryRowSchema = z.object({
  category_id: idTextSchema,
  category_name: z.string().nullable().optional(),
});

const streamRowSchema = z.object({
  num: wholeSchema,
  name: z.string().nullable().optional(),
  stream_id: wholeSchema,
  category_id: idTextSchema,
  epg_channel_id: idTextSchema,
  tv_archive: wholeSchema,
  tv_archive_duration: wholeSchema,
});

const listingSchema = z.object({
  title: z.string().nullable().optional(),
  start_timestamp: wholeSchema,
  stop_timestamp: wholeSchema,
});

const shortEpgSchema = z.object({
  epg_listings: z.array(z.unknown()).nullable().optional(),
});

/** The largest stream id the contract takes. */
const MAX_STREAM_ID = 2_147_483_647;

/** Each readable row of a list answer; a non-list reads as none. */
function rowsOf<T>(answer: unknown, schema: z.ZodType<T>): T[] {
  if (!Array.isArray(answer)) {
    return [];
  }
  const rows: T[] = [];
  for (const row of answer) {
    const parsed = schema.safeParse(row);
    if (parsed.success) {
      rows.push(parsed.data);
    }
  }
  return rows;
}

/** The categories of a `get_live_categories` answer. */
export function toChannelCategories(answer: unknown): ChannelCategory[] {
  return rowsOf(answer, categoryRowSchema).flatMap((row) =>
    row.category_id === null
      ? []
      : [{ id: row.category_id, name: row.category_name ?? '' }],
  );
}

/** The channels of a `get_live_streams` answer, by channel number. */
export function toChannels(answer: unknown): Channel[] {
  const channels = rowsOf(answer, streamRowSchema).flatMap((row): Channel[] =>
    row.stream_id < 1 || row.stream_id > MAX_STREAM_ID
      ? []
      : [
          {
            streamId: row.stream_id,
            number: row.num,
            name: row.name ?? '',
            categoryId: row.category_id,
            hasCatchUp: row.tv_archive === 1,
            catchUpDays: row.tv_archive === 1 ? row.tv_archive_duration : 0,
            hasGuide: row.epg_channel_id !== null,
          },
        ],
  );
  return channels.sort((a, b) => a.number - b.number);
}

/** A programme of the short guide, times in unix seconds. */
export interface PanelProgramme {
  title: string;
  start: number;
  stop: number;
}

/** Base64 text as UTF-8; text that is not base64 is taken as it is. */
function decodeTitle(value: string): string {
  const trimmed = value.trim();
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(trimmed) || trimmed.length % 4 !== 0) {
    return value;
  }
  return Buffer.from(trimmed, 'base64').toString('utf8');
}

/** The programmes of a `get_short_epg` answer, by start. */
export function toProgrammes(answer: unknown): PanelProgramme[] {
  const parsed = shortEpgSchema.safeParse(answer);
  if (!parsed.success) {
    return [];
  }
  return rowsOf(parsed.data.epg_listings ?? [], listingSchema)
    .filter((row) => row.stop_timestamp > row.start_timestamp)
    .map((row) => ({
      title: decodeTitle(row.title ?? ''),
      start: row.start_timestamp,
      stop: row.stop_timestamp,
    }))
    .sort((a, b) => a.start - b.start);
}

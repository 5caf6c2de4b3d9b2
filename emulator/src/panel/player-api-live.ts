import type { Catalogue, CatalogueStream } from './panel-catalogue.js';

/**
 * The player API's live actions as XC and XUI panels answer them:
 * `get_live_categories` (a list of `category_id`, `category_name`,
 * `parent_id`), `get_live_streams` (all, or one `category_id`'s) and
 * `get_short_epg` (`stream_id`, `limit`: `{ epg_listings: [...] }` with
 * base64 titles and descriptions and `start_timestamp`/`stop_timestamp` as
 * text). Ids are text, `num`, `stream_id` and `tv_archive` numbers, as XC
 * sends them; the `numbers` switch sends every id and time as a number, as
 * some forks do. Sources in README.md ("The IPTV panel").
 */

/** How long the guide reaches from now. */
const GUIDE_HORIZON_SECONDS = 24 * 3_600;
/** XC's default `limit` of `get_short_epg`. */
const DEFAULT_SHORT_EPG_LIMIT = 4;

const PROGRAMME_TITLES = [
  'Morning News',
  'World Report',
  'Premier Football: Matchday Live',
  'Weather & Traffic',
  'The Late Show',
  'Nature: Oceans',
  'Cartoon Club',
  'Cinema Classic',
  'Tagesschau – Nachrichten',
  'Le Journal de 20h',
  'Noticias de la tarde',
  'Новости дня',
  'الأخبار',
  'Music Charts "Top 40"',
  'Cooking <Live>',
  'Documentary: Space',
];

/** Programme lengths in minutes: a channel keeps one all day. */
const PROGRAMME_MINUTES = [30, 45, 60, 90, 120];

function base64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

function formatTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

/** A programme of the guide. */
export interface GuideProgramme {
  start: number;
  stop: number;
  title: string;
  description: string;
  /** Its index since the epoch on its channel, the id the panel gives it. */
  index: number;
}

/**
 * The programmes of a channel from the one on air at `nowSeconds` on, until
 * 24 hours from now: fixed lengths per channel, laid from the epoch, so the
 * same instant always gives the same guide.
 */
export function guideOf(
  stream: CatalogueStream,
  nowSeconds: number,
  limit: number,
): GuideProgramme[] {
  const length =
    (PROGRAMME_MINUTES[stream.streamId % PROGRAMME_MINUTES.length] ?? 60) * 60;
  const offset = (stream.streamId * 300) % length;
  const first = Math.floor((nowSeconds - offset) / length);
  const programmes: GuideProgramme[] = [];
  for (let index = first; programmes.length < limit; index += 1) {
    const start = offset + index * length;
    if (start >= nowSeconds + GUIDE_HORIZON_SECONDS) {
      break;
    }
    const title =
      PROGRAMME_TITLES[(stream.streamId + index) % PROGRAMME_TITLES.length] ??
      'Programme';
    programmes.push({
      start,
      stop: start + length,
      title,
      description: `${title} on ${stream.name}.`,
      index,
    });
  }
  return programmes;
}

/** How ids and times are sent. */
interface Shape {
  asText: boolean;
}

function categoriesAnswer(catalogue: Catalogue, { asText }: Shape): unknown[] {
  return catalogue.categories.map((category) => ({
    category_id: asText ? category.id : Number(category.id),
    category_name: category.name,
    parent_id: 0,
  }));
}

function streamsAnswer(
  catalogue: Catalogue,
  categoryId: string,
  { asText }: Shape,
): unknown[] {
  const streams =
    categoryId === ''
      ? catalogue.streams
      : catalogue.streams.filter((stream) => stream.categoryId === categoryId);
  return streams.map((stream) => ({
    num: stream.num,
    name: stream.name,
    stream_type: 'live',
    stream_id: stream.streamId,
    stream_icon: `http://logos.streammax.example/${stream.streamId}.png`,
    epg_channel_id: stream.epgChannelId,
    added: asText ? String(stream.added) : stream.added,
    is_adult: asText ? '0' : 0,
    category_id: asText ? stream.categoryId : Number(stream.categoryId),
    category_ids: [Number(stream.categoryId)],
    custom_sid: '',
    tv_archive: stream.archiveDays > 0 ? 1 : 0,
    direct_source: '',
    tv_archive_duration:
      stream.archiveDays > 0 && asText
        ? String(stream.archiveDays)
        : stream.archiveDays,
  }));
}

function shortEpgAnswer(
  catalogue: Catalogue,
  streamId: string,
  limitText: string,
  nowSeconds: number,
  { asText }: Shape,
): { epg_listings: unknown[] } {
  const stream = /^\d+$/.test(streamId)
    ? catalogue.stream(Number(streamId))
    : undefined;
  if (!stream || stream.epgChannelId === null) {
    return { epg_listings: [] };
  }
  const asked = Number.parseInt(limitText, 10);
  const limit =
    Number.isFinite(asked) && asked > 0
      ? Math.min(asked, 100)
      : DEFAULT_SHORT_EPG_LIMIT;
  const time = (seconds: number) => (asText ? String(seconds) : seconds);
  return {
    epg_listings: guideOf(stream, nowSeconds, limit).map((programme) => ({
      id: String(stream.streamId * 1_000 + (programme.index % 1_000)),
      epg_id: '1',
      title: base64(programme.title),
      lang: 'en',
      start: formatTime(programme.start),
      end: formatTime(programme.stop),
      description: base64(programme.description),
      channel_id: stream.epgChannelId,
      start_timestamp: time(programme.start),
      stop_timestamp: time(programme.stop),
    })),
  };
}

/** The live actions the panel answers. */
export const LIVE_ACTIONS = [
  'get_live_categories',
  'get_live_streams',
  'get_short_epg',
] as const;
export type LiveAction = (typeof LIVE_ACTIONS)[number];

/** Whether `action` is one of {@link LIVE_ACTIONS}. */
export function isLiveAction(action: string): action is LiveAction {
  return (LIVE_ACTIONS as readonly string[]).includes(action);
}

/** What a live action is asked with. */
export interface LiveQuery {
  categoryId: string;
  streamId: string;
  limit: string;
  nowSeconds: number;
  asText: boolean;
}

/**
 * A live action's answer for a line the panel accepted. A line that is not
 * Active on the panel carries nothing: empty lists, as XC answers it.
 */
export function liveAnswer(
  catalogue: Catalogue,
  action: LiveAction,
  query: LiveQuery,
  isActive: boolean,
): unknown {
  const shape = { asText: query.asText };
  switch (action) {
    case 'get_live_categories':
      return isActive ? categoriesAnswer(catalogue, shape) : [];
    case 'get_live_streams':
      return isActive ? streamsAnswer(catalogue, query.categoryId, shape) : [];
    case 'get_short_epg':
      return isActive
        ? shortEpgAnswer(
            catalogue,
            query.streamId,
            query.limit,
            query.nowSeconds,
            shape,
          )
        : { epg_listings: [] };
  }
}

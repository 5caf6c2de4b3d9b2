/**
 * The live channels the panel carries, generated the same way every time
 * from their count (no randomness): 10 000 channels over 60 categories by
 * default, as a large provider's list is. Names are plausible, a few carry
 * `&`, `<`, `"` or non-Latin letters (and one a `<script>` tag: panels pass
 * their names on as they were typed), some channels keep catch-up
 * (`tv_archive` 1), some name no guide channel (`epg_channel_id` null).
 * Sources in README.md ("The IPTV panel").
 */

/** A category as the panel keeps it. */
export interface CatalogueCategory {
  id: string;
  name: string;
}

/** A live channel as the panel keeps it. */
export interface CatalogueStream {
  num: number;
  streamId: number;
  name: string;
  categoryId: string;
  /** Seconds since the epoch when it was added. */
  added: number;
  /** Days of catch-up; 0 without. */
  archiveDays: number;
  epgChannelId: string | null;
}

/** How large the generated list is. */
export interface CatalogueSize {
  channels: number;
  categories: number;
}

/** What the demo serves: a large provider's list. */
export const DEFAULT_CATALOGUE_SIZE: CatalogueSize = {
  channels: 10_000,
  categories: 60,
};

/** The first stream id; ids then go up by 3, as a panel's ids have gaps. */
const FIRST_STREAM_ID = 1_200;
/** When the first channel was added (the panel's start, a fixed instant of its history). */
const ADDED_BASE = 1_600_000_000;

const REGIONS = [
  'UK',
  'US',
  'DE',
  'FR',
  'ES',
  'IT',
  'PT',
  'NL',
  'SE',
  'TR',
  'PL',
  'AR',
  'GR',
  'RU',
];

const GENRES = [
  'News',
  'Sports',
  'Movies',
  'Kids & Family',
  'Documentaries',
  'Music',
  'Entertainment',
  'Series',
];

/** Categories whose names are written in their own script or carry markup-like characters. */
const SPECIAL_CATEGORIES: Record<number, string> = {
  3: 'AR | قنوات إخبارية',
  7: 'GR | Ελληνικά κανάλια',
  11: 'RU | Новости',
  17: 'TR | Çocuk & Aile',
  23: 'Sports <PPV> "Events"',
};

const BRANDS = [
  'One',
  'Prime',
  'Nova',
  'Max',
  'Star',
  'Vision',
  'Plus',
  'Arena',
  'Channel',
  'Global',
  'Direct',
  'Classic',
];

/** Channel names that are not plain Latin letters and digits, by index within the list. */
const SPECIAL_NAMES: Record<number, string> = {
  2: 'Tom & Jerry Classics HD',
  4: 'Arte "Kultur" FHD',
  6: '<script>alert(1)</script> Promo',
  8: 'Al Jazeera الجزيرة HD',
  10: 'Первый канал HD',
  12: 'ΕΡΤ1 HD',
  14: 'NHK ワールド',
  16: 'Sport < 18 Kids',
};

function categoryName(index: number): string {
  const special = SPECIAL_CATEGORIES[index];
  if (special !== undefined) {
    return special;
  }
  const region = REGIONS[index % REGIONS.length] ?? 'UK';
  const genre = GENRES[Math.floor(index / REGIONS.length) % GENRES.length];
  const round = Math.floor(index / (REGIONS.length * GENRES.length));
  return `${region} | ${genre ?? 'General'}${round > 0 ? ` ${round + 1}` : ''}`;
}

function streamName(index: number, category: CatalogueCategory): string {
  const special = SPECIAL_NAMES[index];
  if (special !== undefined) {
    return special;
  }
  const region = category.name.split(' | ')[0] ?? 'UK';
  const brand = BRANDS[index % BRANDS.length] ?? 'One';
  const quality = index % 3 === 0 ? 'FHD' : index % 3 === 1 ? 'HD' : 'SD';
  return `${region}: ${brand} ${Math.floor(index / BRANDS.length) + 1} ${quality}`;
}

/** Checks a size setting; throws a RangeError for one that makes no sense. */
export function checkCatalogueSize(size: CatalogueSize): CatalogueSize {
  const { channels, categories } = size;
  if (!Number.isInteger(channels) || channels < 0 || channels > 100_000) {
    throw new RangeError('channels must be a count up to 100000');
  }
  if (!Number.isInteger(categories) || categories < 1 || categories > 1_000) {
    throw new RangeError('categories must be a count from 1 to 1000');
  }
  return { channels, categories };
}

/** The panel's live list for a size: categories, then streams in channel number order. */
export class Catalogue {
  readonly categories: CatalogueCategory[];
  readonly streams: CatalogueStream[];
  private readonly byId = new Map<number, CatalogueStream>();

  constructor(readonly size: CatalogueSize) {
    this.categories = Array.from({ length: size.categories }, (_, index) => ({
      id: String(index + 1),
      name: categoryName(index),
    }));
    this.streams = Array.from({ length: size.channels }, (_, index) => {
      const category = this.categories[index % size.categories] ?? {
        id: '1',
        name: 'UK | News',
      };
      const streamId = FIRST_STREAM_ID + index * 3;
      const stream: CatalogueStream = {
        num: index + 1,
        streamId,
        name: streamName(index, category),
        categoryId: category.id,
        added: ADDED_BASE + index * 3_600,
        // One in five keeps catch-up, for 1 to 7 days.
        archiveDays: index % 5 === 0 ? (index % 7) + 1 : 0,
        // One in nine names no guide channel.
        epgChannelId:
          index % 9 === 4 ? null : `ch${streamId}.${category.id}.epg`,
      };
      this.byId.set(streamId, stream);
      return stream;
    });
  }

  /** The stream of a stream id, if the panel carries it. */
  stream(streamId: number): CatalogueStream | undefined {
    return this.byId.get(streamId);
  }
}

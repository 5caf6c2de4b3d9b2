import type { Channel } from '@members/contract';

const MARKS = /\p{M}/gu;

/** A text as search compares it: without accents, in lower case, trimmed. */
export function toSearchKey(text: string): string {
  const trimmed = text.trim();
  // An empty field is the usual case: no text to fold.
  if (trimmed === '') {
    return '';
  }
  return trimmed.normalize('NFD').replace(MARKS, '').toLowerCase().trim();
}

/** Which channels to show: all, or those of one category. */
export interface ChannelFilter {
  categoryId: string | null;
  query: string;
}

/**
 * Filters a line's channels by category and by a part of their name,
 * ignoring case and accents. The names' search keys are made on the first
 * search only, once per list: opening the list costs nothing for them.
 */
export function createChannelSearch(channels: readonly Channel[]) {
  let keys: string[] | null = null;
  return (filter: ChannelFilter): readonly Channel[] => {
    const query = toSearchKey(filter.query);
    const { categoryId } = filter;
    if (query === '' && categoryId === null) {
      return channels;
    }
    if (query === '') {
      return channels.filter((channel) => channel.categoryId === categoryId);
    }
    keys ??= channels.map((channel) => toSearchKey(channel.name));
    const names = keys;
    return channels.filter(
      (channel, index) =>
        (categoryId === null || channel.categoryId === categoryId) &&
        (names[index] ?? '').includes(query),
    );
  };
}

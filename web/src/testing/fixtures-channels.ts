import type {
  ChannelGuideEntry,
  ChannelsResponse,
  Programme,
} from '@members/contract';

/** How many categories the generated list spreads its channels over. */
export const CHANNEL_CATEGORIES = 60;

/**
 * A panel's list as the `channels` endpoint answers it: `count` channels
 * over 60 categories, numbered from 1, every third with 7 days of catch-up,
 * every fifth without a guide. Channel 7777 has an accented name, the
 * search's case.
 */
export function makeChannels(count: number, readAt: string): ChannelsResponse {
  const categories = Array.from({ length: CHANNEL_CATEGORIES }, (_, index) => ({
    id: String(index + 1),
    name: `Category ${index + 1}`,
  }));
  const channels = Array.from({ length: count }, (_, index) => {
    const number = index + 1;
    return {
      streamId: 1000 + number,
      number,
      name: number === 7777 ? 'Télé Sport Édition' : `Channel ${number}`,
      categoryId: String((index % CHANNEL_CATEGORIES) + 1),
      hasCatchUp: number % 3 === 0,
      catchUpDays: number % 3 === 0 ? 7 : 0,
      hasGuide: number % 5 !== 0,
    };
  });
  return { categories, channels, readAt };
}

function programme(title: string, startMs: number, minutes: number): Programme {
  return {
    title,
    start: new Date(startMs).toISOString(),
    end: new Date(startMs + minutes * 60_000).toISOString(),
  };
}

/** Now and next of a stream, around `nowMs`: the titles name the stream. */
export function makeGuideEntry(
  streamId: number,
  nowMs: number,
): ChannelGuideEntry {
  const start = nowMs - 10 * 60_000;
  return {
    streamId,
    now: programme(`News on ${streamId}`, start, 30),
    next: programme(`Film on ${streamId}`, start + 30 * 60_000, 90),
  };
}

import {
  CHANNEL_GUIDE_TTL_SECONDS,
  MAX_GUIDE_STREAMS,
} from '@members/contract';
import type { ChannelGuideEntry } from '@members/contract';
import {
  hashKey,
  keepPreviousData,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

import { call } from '@/lib/api-client';
import { shouldRetryPanelRead } from '@/lib/panel-retry';

const GUIDE_STALE_MS = CHANNEL_GUIDE_TTL_SECONDS * 1000;

/** What is on one channel now and next; null when the panel has no guide for it. */
export type GuideOf = ReadonlyMap<number, ChannelGuideEntry | null>;

const entryKey = (serviceid: number, streamId: number) =>
  ['channelGuide', serviceid, 'entry', streamId] as const;

function isFresh(
  queryClient: QueryClient,
  serviceid: number,
  streamId: number,
): boolean {
  // Looked up by its hash: a search of the cache would compare every query.
  const query = queryClient
    .getQueryCache()
    .get(hashKey(entryKey(serviceid, streamId)));
  return query !== undefined && !query.isStaleByTime(GUIDE_STALE_MS);
}

/** Splits ids into the batches one `channelGuide` call may ask about. */
export function toGuideBatches(streamIds: readonly number[]): number[][] {
  const batches: number[][] = [];
  for (let start = 0; start < streamIds.length; start += MAX_GUIDE_STREAMS) {
    batches.push(streamIds.slice(start, start + MAX_GUIDE_STREAMS));
  }
  return batches;
}

/**
 * Now and next for the channels on screen. Each channel's entry is kept
 * 5 minutes on its own (as the server keeps it), so scrolling back asks
 * only for the channels not seen in that time, at most 60 per call.
 */
export function useChannelGuide(
  serviceid: number,
  streamIds: readonly number[],
) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['channelGuide', serviceid, 'screen', streamIds],
    enabled: streamIds.length > 0,
    staleTime: GUIDE_STALE_MS,
    retry: shouldRetryPanelRead,
    refetchOnWindowFocus: false,
    // The section shows its own loading: no bar at the top.
    meta: { showsOwnLoading: true },
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<GuideOf> => {
      const missing = streamIds.filter(
        (streamId) => !isFresh(queryClient, serviceid, streamId),
      );
      const answers = await Promise.all(
        toGuideBatches(missing).map((batch) =>
          call('channelGuide', { serviceid, streamIds: batch }),
        ),
      );
      const found = new Map<number, ChannelGuideEntry>();
      answers.forEach((answer) =>
        answer.entries.forEach((entry) => found.set(entry.streamId, entry)),
      );
      missing.forEach((streamId) =>
        queryClient.setQueryData(
          entryKey(serviceid, streamId),
          found.get(streamId) ?? null,
        ),
      );
      return new Map(
        streamIds.map((streamId) => [
          streamId,
          queryClient.getQueryData<ChannelGuideEntry | null>(
            entryKey(serviceid, streamId),
          ) ?? null,
        ]),
      );
    },
  });
}

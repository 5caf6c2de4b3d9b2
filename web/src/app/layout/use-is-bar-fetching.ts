import type { Query, QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

import { isLoadingBarQuery } from '@/lib/query-client';

/** Whether any query the loading bar runs for is fetching, as a store. */
interface BarFetching {
  subscribe: (onChange: () => void) => () => void;
  isFetching: () => boolean;
}

const storesByClient = new WeakMap<QueryClient, BarFetching>();

/**
 * The fetching queries of the bar, kept by the cache's events: each event
 * checks its own query, where `useIsFetching` went over every query of the
 * cache at each event (a section that loads a list and its guide sends a
 * dozen), and its listeners hear only when the answer changes.
 */
function barFetchingOf(client: QueryClient): BarFetching {
  const known = storesByClient.get(client);
  if (known) {
    return known;
  }
  const cache = client.getQueryCache();
  const fetching = new Set<string>();
  const listeners = new Set<() => void>();
  const track = (query: Query): void => {
    const was = fetching.size > 0;
    if (
      query.state.fetchStatus === 'fetching' &&
      isLoadingBarQuery(query) &&
      cache.get(query.queryHash) === query
    ) {
      fetching.add(query.queryHash);
    } else {
      fetching.delete(query.queryHash);
    }
    if (was !== fetching.size > 0) {
      listeners.forEach((listener) => listener());
    }
  };
  cache.getAll().forEach(track);
  cache.subscribe((event) => track(event.query));
  const store: BarFetching = {
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    isFetching: () => fetching.size > 0,
  };
  storesByClient.set(client, store);
  return store;
}

/** Whether a query the loading bar runs for is fetching now. */
export function useIsBarFetching(): boolean {
  const store = barFetchingOf(useQueryClient());
  return useSyncExternalStore(store.subscribe, store.isFetching);
}

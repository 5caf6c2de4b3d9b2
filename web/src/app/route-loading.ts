import { lazy, useSyncExternalStore } from 'react';
import type { ComponentType } from 'react';

import type { ScreenArea } from '@/lib/screen-texts';

/** How many screens' code is on its way. */
let pending = 0;
const listeners = new Set<() => void>();

function notify(): void {
  // Loads start while React renders: tell the loading bar afterwards.
  queueMicrotask(() => listeners.forEach((listener) => listener()));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a screen's code is loading (the loading bar shows it). */
export function useIsScreenLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
}

/**
 * A screen whose code loads when it is first shown (a route module with a
 * `Component` export), with the texts of its `areas` beside it. While it
 * loads the router keeps the page it comes from (navigations are
 * transitions) and the loading bar runs; the first page waits in the
 * layout's Suspense boundary. A failed load throws into
 * the route's error boundary, which reloads once for a newer build.
 */
export function lazyScreen(
  load: () => Promise<{ Component: ComponentType }>,
  areas: readonly ScreenArea[] = [],
): ComponentType {
  return lazy(async () => {
    pending += 1;
    notify();
    try {
      const [{ Component }] = await Promise.all([
        load(),
        areas.length > 0 &&
          import('@/lib/screen-texts').then(({ loadScreenTexts }) =>
            loadScreenTexts(areas),
          ),
      ]);
      return { default: Component };
    } finally {
      pending -= 1;
      notify();
    }
  });
}

import { useSyncExternalStore } from 'react';

let isPainted = false;
let isScheduled = false;
const listeners = new Set<() => void>();

/**
 * Waits for the next frame to be painted: a frame's callbacks run before
 * its paint, a task queued from one runs after it. A page in a hidden tab
 * paints no frame, so it waits until it is shown.
 */
function schedule(): void {
  if (isScheduled) {
    return;
  }
  isScheduled = true;
  requestAnimationFrame(() => {
    setTimeout(() => {
      isPainted = true;
      listeners.forEach((listener) => listener());
    }, 0);
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  schedule();
  return () => listeners.delete(listener);
}

/**
 * Whether the page's first view is on screen. Requests the first view does
 * not need (a line's live state from the IPTV panel) wait for it: started
 * before the paint, they and their answers would hold the paint back.
 */
export function useIsFirstViewPainted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isPainted,
    () => false,
  );
}

import { useEffect, useState, useSyncExternalStore } from 'react';

let isPainted = false;
let isScheduled = false;
const listeners = new Set<() => void>();

/**
 * Calls `callback` once the next frame is painted: a frame's callbacks run
 * before its paint, a task queued from one runs after it. A page in a
 * hidden tab paints no frame, so it waits until it is shown. Returns a way
 * to cancel.
 */
function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

function schedule(): void {
  if (isScheduled) {
    return;
  }
  isScheduled = true;
  afterNextPaint(() => {
    isPainted = true;
    listeners.forEach((listener) => listener());
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

/**
 * Whether what the calling component drew first is on screen: for work
 * that comes after it (a section's second request), which would otherwise
 * hold that drawing back.
 */
export function useIsDrawn(): boolean {
  const [isDrawn, setIsDrawn] = useState(false);
  useEffect(() => afterNextPaint(() => setIsDrawn(true)), []);
  return isDrawn;
}

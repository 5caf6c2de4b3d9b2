import { startTransition, useEffect, useState } from 'react';

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

/** Calls `listener` once the first view is painted (soon, when it already is). */
function subscribe(listener: () => void): () => void {
  if (isPainted) {
    queueMicrotask(listener);
    return () => undefined;
  }
  listeners.add(listener);
  schedule();
  return () => listeners.delete(listener);
}

/**
 * Whether the page's first view is on screen. Requests the first view does
 * not need (a line's live state from the IPTV panel) wait for it: started
 * before the paint, they and their answers would hold the paint back.
 *
 * The change is a transition: what it brings in (the header's menus, the
 * lines' live state) renders in slices between the browser's frames, not
 * in one long task right after the first paint, as an external store's
 * change would (React renders those at once).
 */
export function useIsFirstViewPainted(): boolean {
  const [painted, setPainted] = useState(isPainted);
  useEffect(
    () =>
      subscribe(() => {
        startTransition(() => setPainted(true));
      }),
    [],
  );
  return painted;
}

/**
 * Whether what the calling component drew first is on screen: for work
 * that comes after it (a section's second request), which would otherwise
 * hold that drawing back.
 */
export function useIsDrawn(): boolean {
  const [isDrawn, setIsDrawn] = useState(false);
  useEffect(
    () =>
      afterNextPaint(() => {
        startTransition(() => setIsDrawn(true));
      }),
    [],
  );
  return isDrawn;
}

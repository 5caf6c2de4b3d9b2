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
 * False until `wait` calls back, then true, set as a transition: what the
 * change brings in renders in slices between the browser's frames, not in
 * one long task. `wait` starts waiting and returns a way to stop.
 */
function useTrueOnceCalledBack(
  initial: boolean,
  wait: (callback: () => void) => () => void,
): boolean {
  const [value, setValue] = useState(initial);
  useEffect(
    () =>
      wait(() => {
        startTransition(() => setValue(true));
      }),
    [wait],
  );
  return value;
}

/**
 * Whether the page's first view is on screen. Requests the first view does
 * not need (a line's live state from the IPTV panel) wait for it: started
 * before the paint, they and their answers would hold the paint back.
 *
 * A transition, not an external store: React renders a store's change at
 * once, and the header's menus and the lines' live state then drew in one
 * long task right after the first paint.
 */
export function useIsFirstViewPainted(): boolean {
  return useTrueOnceCalledBack(isPainted, subscribe);
}

/**
 * Whether what the calling component drew first is on screen: for work
 * that comes after it (a section's second request), which would otherwise
 * hold that drawing back.
 */
export function useIsDrawn(): boolean {
  return useTrueOnceCalledBack(false, afterNextPaint);
}

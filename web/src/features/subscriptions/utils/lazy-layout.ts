import { elementScroll } from '@tanstack/react-virtual';
import type { VirtualizerOptions } from '@tanstack/react-virtual';

/*
 * The virtualizer's ways to read and set the scroller, without making the
 * browser lay the page out in the middle of the list's script: a forced
 * layout of the subscription page costs more than drawing the rows, on a
 * phone's CPU.
 */

/** A box's size, as the virtualizer takes it. */
export type Rect = { width: number; height: number };

/**
 * Tells the virtualizer the scroller's size from a ResizeObserver only,
 * when the browser lays the page out anyway. The library's own reader also
 * reads `offsetHeight` at once, which forces that layout.
 */
export function observeSizeWhenLaidOut(
  instance: { scrollElement: Element | null },
  onSize: (rect: Rect) => void,
): (() => void) | undefined {
  const element = instance.scrollElement;
  if (!element) {
    return undefined;
  }
  const observer = new ResizeObserver(([entry]) => {
    const box = entry?.borderBoxSize[0];
    if (box) {
      onSize({
        width: Math.round(box.inlineSize),
        height: Math.round(box.blockSize),
      });
    }
  });
  observer.observe(element, { box: 'border-box' });
  return () => observer.disconnect();
}

type ScrollTo = VirtualizerOptions<HTMLDivElement, Element>['scrollToFn'];

/**
 * Scrolls the list, unless it is already where it is asked to be: the
 * library scrolls a list it has just attached to its top (where a new
 * element is), and `scrollTo` forces a layout even when nothing moves.
 */
export const scrollUnlessThere: ScrollTo = (offset, options, instance) => {
  if (offset + (options.adjustments ?? 0) === instance.scrollOffset) {
    return;
  }
  elementScroll(offset, options, instance);
};

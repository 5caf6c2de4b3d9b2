import { useCallback } from 'react';

/**
 * The CSS variable that holds the height of what is fixed at the bottom of
 * the screen; the layout's footer ends with that much room
 * (`app/layout/layout.module.css`).
 */
export const BOTTOM_BAR_HEIGHT = '--app-bottom-bar-height';

/**
 * A ref for a bar fixed at the bottom of the screen (an unpaid invoice's pay
 * bar on phones): while it shows, the page ends with room as tall as the
 * bar, kept up as the bar's height changes, so that scrolled to the end
 * nothing of the footer, the cancellation link (§ 312k BGB) first, is under
 * the bar.
 */
export function useBottomBarRoom(): (bar: HTMLElement | null) => () => void {
  return useCallback((bar: HTMLElement | null) => {
    const root = document.documentElement;
    if (!bar) {
      return () => undefined;
    }
    const measure = () => {
      root.style.setProperty(
        BOTTOM_BAR_HEIGHT,
        `${Math.ceil(bar.getBoundingClientRect().height)}px`,
      );
    };
    measure();
    // Its border box: the safe-area padding of a phone's home bar counts.
    const observer = new ResizeObserver(measure);
    observer.observe(bar, { box: 'border-box' });
    return () => {
      observer.disconnect();
      root.style.removeProperty(BOTTOM_BAR_HEIGHT);
    };
  }, []);
}

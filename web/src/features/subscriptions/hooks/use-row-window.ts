import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** What part of a scroller the screen shows, in px. */
interface View {
  top: number;
  height: number;
}

/** The rows to draw: from `first` to `last`, both included; none when `last < first`. */
export interface RowWindow {
  first: number;
  last: number;
}

/** The rows a view shows, and `overscan` more beyond each edge. */
export function rowWindowOf(
  view: View,
  { count, rowHeight, overscan }: WindowOptions,
): RowWindow {
  const first = Math.max(0, Math.floor(view.top / rowHeight) - overscan);
  const last = Math.min(
    count - 1,
    Math.ceil((view.top + view.height) / rowHeight) - 1 + overscan,
  );
  return { first, last };
}

interface WindowOptions {
  count: number;
  /** Every row is this tall (CSS keeps it so): no row is measured. */
  rowHeight: number;
  overscan: number;
  /** The scroller's height until the browser has laid it out. */
  firstHeight: number;
}

/**
 * The window of a list of equal rows in its own scroller: which rows are on
 * screen, from the scroll offset and the scroller's height alone, so ten
 * thousand rows cost what twenty do, and nothing is worked out per row that
 * is not drawn. The scroller is never read in the middle of the list's
 * script (that would make the browser lay the page out, which costs more
 * than the rows on a phone): its height comes from a ResizeObserver, when
 * the page is laid out anyway, and its offset from its scroll events.
 * `resetKey` changing (another category, a search) scrolls back to the top.
 */
export function useRowWindow(options: WindowOptions & { resetKey: unknown }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({
    top: 0,
    height: options.firstHeight,
  });

  useEffect(() => {
    const element = scrollRef.current;
    if (!element) {
      return undefined;
    }
    // While scrolling, the rows follow in the same frame, as the scroll.
    const onScroll = () => {
      const top = element.scrollTop;
      flushSync(() =>
        setView((current) =>
          current.top === top ? current : { ...current, top },
        ),
      );
    };
    const observer = new ResizeObserver(([entry]) => {
      const height = Math.round(entry?.borderBoxSize[0]?.blockSize ?? 0);
      setView((current) =>
        current.height === height ? current : { ...current, height },
      );
    });
    element.addEventListener('scroll', onScroll, { passive: true });
    observer.observe(element, { box: 'border-box' });
    return () => {
      element.removeEventListener('scroll', onScroll);
      observer.disconnect();
    };
  }, []);

  // Another list starts from its top. The scroller is read here, not the
  // offset last heard: a scroll may not have sent its event yet. This runs
  // only when the list changes (another category, a search), never when it
  // is first drawn.
  const { resetKey } = options;
  const shownKey = useRef(resetKey);
  useEffect(() => {
    if (shownKey.current === resetKey) {
      return;
    }
    shownKey.current = resetKey;
    const element = scrollRef.current;
    if (element && element.scrollTop !== 0) {
      element.scrollTop = 0;
    }
    setView((current) =>
      current.top === 0 ? current : { ...current, top: 0 },
    );
  }, [resetKey]);

  return {
    scrollRef,
    rows: rowWindowOf(view, options),
    totalHeight: options.count * options.rowHeight,
  };
}

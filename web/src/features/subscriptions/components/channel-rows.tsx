import { useDebouncedValue } from '@mantine/hooks';
import type { Channel } from '@members/contract';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { useIsDrawn } from '@/hooks/use-first-paint';

import { useChannelGuide } from '../api/get-channel-guide';
import type { GuideOf } from '../api/get-channel-guide';
import { useChannelRowActions } from '../hooks/use-channel-row-actions';
import {
  observeSizeWhenLaidOut,
  scrollUnlessThere,
} from '../utils/lazy-layout';

import { ChannelRow } from './channel-row';
import classes from './channels.module.css';

/** Every row is this tall (CSS keeps it so): no row is measured. */
export const CHANNEL_ROW_HEIGHT = 72;
/** Rows drawn beyond the screen's edges, so a short scroll shows no gap. */
const OVERSCAN = 3;
/** The guide is asked once the list has stood still this long. */
const GUIDE_DEBOUNCE_MS = 250;
/**
 * The scroller's height before it is measured (its CSS allows at most
 * this): the first drawing already fills it, and the size is then read
 * when the browser lays the page out, never by forcing a layout.
 */
const FIRST_HEIGHT = 480;

/**
 * The virtualizer of a channel list and the scroller it reads, sized and
 * scrolled without forcing a layout of the page (see `lazy-layout.ts`).
 */
function useChannelVirtualizer(channels: readonly Channel[]) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The same function while the list is the same: the virtualizer lays out
  // every row again (ten thousand) whenever its key function changes.
  const keyOf = useCallback(
    (index: number) => channels[index]?.streamId ?? index,
    [channels],
  );
  const virtualizer = useVirtualizer({
    count: channels.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CHANNEL_ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: keyOf,
    initialRect: { width: 0, height: FIRST_HEIGHT },
    observeElementRect: observeSizeWhenLaidOut,
    scrollToFn: scrollUnlessThere,
  });
  // Another category or search starts the list from its top; a list just
  // drawn is there already (asking would lay the page out at once).
  const shownChannels = useRef(channels);
  useEffect(() => {
    if (shownChannels.current !== channels) {
      shownChannels.current = channels;
      virtualizer.scrollToOffset(0);
    }
  }, [channels, virtualizer]);
  return { scrollRef, virtualizer };
}

/**
 * The channels as a list that draws only the rows on screen (and a few
 * around), each a plain element: ten thousand channels cost what twenty do.
 * Now and next are asked for the rows on screen once scrolling pauses.
 */
export function ChannelRows({
  serviceid,
  channels,
  categoryNames,
}: {
  serviceid: number;
  channels: readonly Channel[];
  categoryNames: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation();
  const { scrollRef, virtualizer } = useChannelVirtualizer(channels);
  const { texts, reportHref, onReport } = useChannelRowActions(
    serviceid,
    categoryNames,
  );
  const items = virtualizer.getVirtualItems();
  const onScreen = items
    .map((item) => channels[item.index])
    .filter((channel) => channel?.hasGuide === true)
    .map((channel) => channel?.streamId ?? 0)
    .join(',');
  const [askedKey] = useDebouncedValue(onScreen, GUIDE_DEBOUNCE_MS);
  // The guide is asked once the first rows are on screen: its request
  // would hold them back.
  const isDrawn = useIsDrawn();
  const asked = useMemo(
    () => (!isDrawn || askedKey === '' ? [] : askedKey.split(',').map(Number)),
    [askedKey, isDrawn],
  );
  const guide = useChannelGuide(serviceid, asked);
  const guideOf: GuideOf | undefined = guide.data;
  return (
    <div
      ref={scrollRef}
      className={classes.scroller}
      data-testid="channel-scroller"
    >
      <ul
        className={classes.rows}
        aria-label={t('channels.listLabel')}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => {
          const channel = channels[item.index];
          if (!channel) {
            return null;
          }
          return (
            <ChannelRow
              key={item.key}
              channel={channel}
              guide={guideOf?.get(channel.streamId)}
              isGuideFailed={guide.isError}
              position={item.index + 1}
              total={channels.length}
              offset={item.start}
              texts={texts}
              reportHref={reportHref}
              onReport={onReport}
            />
          );
        })}
      </ul>
    </div>
  );
}

import { useDebouncedValue } from '@mantine/hooks';
import type { Channel } from '@members/contract';
import { useMemo } from 'react';

import { useIsDrawn } from '@/hooks/use-first-paint';

import { useChannelGuide } from '../api/get-channel-guide';
import type { GuideOf } from '../api/get-channel-guide';
import { useChannelRowActions } from '../hooks/use-channel-row-actions';
import { useRowWindow } from '../hooks/use-row-window';
import type { ChannelTexts } from '../utils/channel-texts';

import { ChannelRow } from './channel-row';
import classes from './channels.module.css';

/** Every row is this tall (CSS keeps it so): no row is measured. */
export const CHANNEL_ROW_HEIGHT = 72;
/**
 * Rows drawn beyond the screen's edges, so a short scroll shows no gap:
 * from the frame after the first screen is shown, which has only the rows
 * on screen.
 */
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
 * The channels as a list that draws only the rows on screen (and a few
 * around), each a plain element: ten thousand channels cost what twenty do.
 * Now and next are asked for the rows on screen once scrolling pauses.
 */
export function ChannelRows({
  serviceid,
  channels,
  categoryNames,
  texts,
}: {
  serviceid: number;
  channels: readonly Channel[];
  categoryNames: ReadonlyMap<string, string>;
  texts: ChannelTexts;
}) {
  // The guide is asked, and rows are drawn beyond the screen, once the
  // first rows are on screen: either would hold them back.
  const isDrawn = useIsDrawn();
  const { scrollRef, rows, totalHeight } = useRowWindow({
    count: channels.length,
    rowHeight: CHANNEL_ROW_HEIGHT,
    overscan: isDrawn ? OVERSCAN : 0,
    firstHeight: FIRST_HEIGHT,
    resetKey: channels,
  });
  const drawn = channels.slice(rows.first, rows.last + 1);
  const { reportHref, onReport } = useChannelRowActions(
    serviceid,
    categoryNames,
  );
  // The guide is asked for the whole window at once, the rows beyond the
  // screen included before they are drawn.
  const guideRows = isDrawn
    ? drawn
    : channels.slice(rows.first, rows.last + 1 + OVERSCAN);
  const onScreen = guideRows
    .filter((channel) => channel.hasGuide)
    .map((channel) => channel.streamId)
    .join(',');
  const [askedKey] = useDebouncedValue(onScreen, GUIDE_DEBOUNCE_MS);
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
        aria-label={texts.listLabel}
        style={{ height: totalHeight }}
      >
        {drawn.map((channel, at) => (
          <ChannelRow
            key={channel.streamId}
            channel={channel}
            guide={guideOf?.get(channel.streamId)}
            isGuideFailed={guide.isError}
            position={rows.first + at + 1}
            total={channels.length}
            offset={(rows.first + at) * CHANNEL_ROW_HEIGHT}
            texts={texts}
            reportHref={reportHref}
            onReport={onReport}
          />
        ))}
      </ul>
    </div>
  );
}

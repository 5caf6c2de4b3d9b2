import type {
  Channel,
  ChannelGuideEntry,
  Locale,
  Programme,
} from '@members/contract';
import { memo } from 'react';

import type { ChannelTexts } from '../utils/channel-texts';
import { formatClockTime } from '../utils/clock-time';

import classes from './channels.module.css';

function ProgrammeText({
  label,
  programme,
  locale,
}: {
  label: string;
  programme: Programme;
  locale: Locale;
}) {
  return (
    <span className={classes.programme}>
      <span className={classes.programmeLabel}>{label}</span>{' '}
      <time dateTime={programme.start}>
        {formatClockTime(programme.start, locale)}
      </time>{' '}
      {programme.title}
    </span>
  );
}

/** Now and next of one channel: being asked, known, or not to be had. */
function GuideLine({
  channel,
  guide,
  isFailed,
  texts,
}: {
  channel: Channel;
  guide: ChannelGuideEntry | null | undefined;
  isFailed: boolean;
  texts: ChannelTexts;
}) {
  if (!channel.hasGuide) {
    return <span className={classes.guideNone}>{texts.noGuide}</span>;
  }
  if (guide === undefined) {
    return (
      <span className={classes.guideNone}>
        {isFailed ? texts.guideFailed() : '…'}
      </span>
    );
  }
  if (guide === null || (guide.now === null && guide.next === null)) {
    return <span className={classes.guideNone}>{texts.noGuide}</span>;
  }
  return (
    <span className={classes.guide} data-testid="channel-guide">
      {guide.now && (
        <ProgrammeText
          label={texts.now}
          programme={guide.now}
          locale={texts.locale}
        />
      )}
      {guide.next && (
        <ProgrammeText
          label={texts.next}
          programme={guide.next}
          locale={texts.locale}
        />
      )}
    </span>
  );
}

/**
 * One channel: its number, name (as text: it is the panel's), catch-up,
 * now and next, and a way to report it. Plain elements only, many being
 * drawn: the catch-up and report icons are the stylesheet's (`::before`),
 * not elements of each row.
 * The report link is a plain anchor whose address the list makes: the list
 * follows it in the app, at the moment it is pressed.
 */
export const ChannelRow = memo(function ChannelRow({
  channel,
  guide,
  isGuideFailed,
  position,
  total,
  offset,
  texts,
  reportHref,
  onReport,
}: {
  channel: Channel;
  guide: ChannelGuideEntry | null | undefined;
  isGuideFailed: boolean;
  position: number;
  total: number;
  offset: number;
  texts: ChannelTexts;
  reportHref: (channel: Channel) => string;
  onReport: (channel: Channel) => void;
}) {
  return (
    <li
      className={classes.row}
      style={{ transform: `translateY(${offset}px)` }}
      aria-setsize={total}
      aria-posinset={position}
      data-testid="channel-row"
    >
      <span className={classes.number}>{channel.number}</span>
      <span className={classes.body}>
        <span className={classes.titleLine}>
          <span className={classes.name}>{channel.name}</span>
          {channel.hasCatchUp && (
            <span className={classes.catchUp}>
              {texts.catchUp(channel.catchUpDays)}
            </span>
          )}
        </span>
        <GuideLine
          channel={channel}
          guide={guide}
          isFailed={isGuideFailed}
          texts={texts}
        />
      </span>
      <a
        href={reportHref(channel)}
        className={classes.report}
        data-testid="channel-report"
        onClick={(event) => {
          // A click the browser would open elsewhere stays the browser's.
          if (
            event.button !== 0 ||
            event.metaKey ||
            event.ctrlKey ||
            event.shiftKey ||
            event.altKey
          ) {
            return;
          }
          event.preventDefault();
          onReport(channel);
        }}
      >
        <span className={classes.reportText}>{texts.report}</span>{' '}
        <span className={classes.hidden}>{channel.name}</span>
      </a>
    </li>
  );
});

import type { Channel, ChannelGuideEntry, Programme } from '@members/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

import { IconAlertTriangle } from '@/components/ui/icons/alert-triangle';
import { IconHistory } from '@/components/ui/icons/history';
import { useLocale, useLocalePath } from '@/hooks/locale-context';
import { Link, useNavigate } from '@/lib/router';
import { now } from '@/utils/clock';

import { channelReportPath } from '../utils/channel-report';
import { formatClockTime } from '../utils/clock-time';

import classes from './channels.module.css';

function ProgrammeText({
  label,
  programme,
}: {
  label: string;
  programme: Programme;
}) {
  const locale = useLocale();
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
}: {
  channel: Channel;
  guide: ChannelGuideEntry | null | undefined;
  isFailed: boolean;
}) {
  const { t } = useTranslation();
  if (!channel.hasGuide) {
    return <span className={classes.guideNone}>{t('channels.noGuide')}</span>;
  }
  if (guide === undefined) {
    return (
      <span className={classes.guideNone}>
        {isFailed ? t('channels.guideFailed') : '…'}
      </span>
    );
  }
  if (guide === null || (guide.now === null && guide.next === null)) {
    return <span className={classes.guideNone}>{t('channels.noGuide')}</span>;
  }
  return (
    <span className={classes.guide} data-testid="channel-guide">
      {guide.now && (
        <ProgrammeText label={t('channels.now')} programme={guide.now} />
      )}
      {guide.next && (
        <ProgrammeText label={t('channels.next')} programme={guide.next} />
      )}
    </span>
  );
}

/**
 * One channel: its number, name (as text: it is the panel's), catch-up,
 * now and next, and a way to report it. Plain elements only: many are drawn.
 */
export const ChannelRow = memo(function ChannelRow({
  serviceid,
  channel,
  categoryName,
  guide,
  isGuideFailed,
  position,
  total,
  offset,
}: {
  serviceid: number;
  channel: Channel;
  categoryName: string | null;
  guide: ChannelGuideEntry | null | undefined;
  isGuideFailed: boolean;
  position: number;
  total: number;
  offset: number;
}) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const navigate = useNavigate();
  const reportPath = (seenAt: number) =>
    channelReportPath({
      serviceid,
      channel,
      categoryName,
      seenAt: new Date(seenAt).toISOString(),
    });
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
              <IconHistory size={14} />
              {t('channels.catchUp', { count: channel.catchUpDays })}
            </span>
          )}
        </span>
        <GuideLine channel={channel} guide={guide} isFailed={isGuideFailed} />
      </span>
      <Link
        href={toPath(reportPath(now()))}
        className={classes.report}
        title={t('channels.reportChannel', { name: channel.name })}
        data-testid="channel-report"
        onClick={(event) => {
          // The time the customer saw it is when they report it.
          event.preventDefault();
          void navigate(toPath(reportPath(now())));
        }}
      >
        <IconAlertTriangle size={16} />
        <span className={classes.reportText}>{t('channels.report')}</span>{' '}
        <span className={classes.hidden}>{channel.name}</span>
      </Link>
    </li>
  );
});

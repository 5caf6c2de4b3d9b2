import type { Channel } from '@members/contract';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useLocale, useLocalePath } from '@/hooks/locale-context';
import { useHref, useNavigate } from '@/lib/router';
import { now } from '@/utils/clock';

import type { ChannelRowTexts } from '../components/channel-row';
import { channelReportPath } from '../utils/channel-report';

/**
 * What the rows of a line's channel list share, made once for the list:
 * their texts, and the address and action of each row's report link. The
 * time the customer saw a fault is when they report it.
 */
export function useChannelRowActions(
  serviceid: number,
  categoryNames: ReadonlyMap<string, string>,
) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toPath = useLocalePath();
  const toHref = useHref();
  const navigate = useNavigate();
  const texts = useMemo<ChannelRowTexts>(() => {
    // Rows share a few catch-up lengths: each is translated once.
    const catchUpTexts = new Map<number, string>();
    return {
      locale,
      now: t('channels.now'),
      next: t('channels.next'),
      noGuide: t('channels.noGuide'),
      guideFailed: t('channels.guideFailed'),
      report: t('channels.report'),
      catchUp: (days) => {
        let text = catchUpTexts.get(days);
        if (text === undefined) {
          text = t('channels.catchUp', { count: days });
          catchUpTexts.set(days, text);
        }
        return text;
      },
    };
  }, [t, locale]);
  const reportPath = useCallback(
    (channel: Channel) =>
      toPath(
        channelReportPath({
          serviceid,
          channel,
          categoryName:
            channel.categoryId === null
              ? null
              : (categoryNames.get(channel.categoryId) ?? null),
          seenAt: new Date(now()).toISOString(),
        }),
      ),
    [serviceid, categoryNames, toPath],
  );
  const reportHref = useCallback(
    (channel: Channel) => toHref(reportPath(channel)),
    [reportPath, toHref],
  );
  const onReport = useCallback(
    (channel: Channel) => navigate(reportPath(channel)),
    [reportPath, navigate],
  );
  return { texts, reportHref, onReport };
}

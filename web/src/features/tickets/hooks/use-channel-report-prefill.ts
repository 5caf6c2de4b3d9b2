import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useLocale } from '@/hooks/locale-context';
import { useSearchParams } from '@/lib/router';
import { useEnv } from '@/stores/env';
import { formatMoment } from '@/utils/format';

import { readChannelReport, toSubject } from '../utils/channel-report';
import type { OpenTicketPrefill } from '../utils/open-ticket-draft';

/**
 * The open-ticket form's start for a channel reported from the channel
 * list: the line, a subject and message naming the channel, its category
 * and when it was seen, in the department the provider set for it. Null
 * when the address reports no channel.
 */
export function useChannelReportPrefill(): OpenTicketPrefill | null {
  const { t } = useTranslation();
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const deptid = useEnv().data?.channelReportDepartmentId ?? null;
  const search = searchParams.toString();
  return useMemo(() => {
    const report = readChannelReport(new URLSearchParams(search));
    if (!report) {
      return null;
    }
    const values = {
      line: report.line,
      channel: report.channel,
      category: report.category ?? t('tickets.channelReport.noCategory'),
      streamId: report.streamId,
      time: formatMoment(report.seenAt, locale),
    };
    return {
      serviceid: report.line,
      subject: toSubject(t('tickets.channelReport.subject', values)),
      message: t('tickets.channelReport.message', values),
      deptid,
    };
  }, [search, t, locale, deptid]);
}

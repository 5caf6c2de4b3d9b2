import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useLocale } from '@/hooks/locale-context';
import { useSearchParams } from '@/lib/router';
import { useEnv } from '@/stores/env';
import { formatMoment } from '@/utils/format';

import { readChannelReport, toSubject } from '../utils/channel-report';
import type { OpenTicketPrefill } from '../utils/open-ticket-draft';

/** A channel report's prefill, once the department it goes to is known. */
export interface ChannelReportPrefill {
  /** Null when the address reports no channel. */
  prefill: OpenTicketPrefill | null;
  /** The settings that name the department are still on their way. */
  isWaiting: boolean;
}

/**
 * The open-ticket form's start for a channel reported from the channel
 * list: the line, a subject and message naming the channel, its category
 * and when it was seen, in the department the provider set for it. The
 * form starts from it once: it waits for the settings that name the
 * department (without them, the customer chooses).
 */
export function useChannelReportPrefill(): ChannelReportPrefill {
  const { t } = useTranslation();
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  const env = useEnv();
  const deptid = env.data?.channelReportDepartmentId ?? null;
  const search = searchParams.toString();
  const prefill = useMemo(() => {
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
  return { prefill, isWaiting: prefill !== null && env.isPending };
}

import { Loader } from '@mantine/core';
import { TICKET_SUBJECT_MAX_LENGTH } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { useIdParam } from '@/components/ui/parse-id';
import { KnownProblemNote } from '@/features/service-status/components/known-problem-note';
import { OpenTicketPage } from '@/features/tickets/components/open-ticket-page';
import { useChannelReportPrefill } from '@/features/tickets/hooks/use-channel-report-prefill';
import { useAllDataSection } from '@/hooks/use-all-data-section';
import { useSearchParams } from '@/lib/router';
import { useEnv } from '@/stores/env';

/** A prefilled message is a draft the customer edits: kept to a sane length. */
const PREFILL_MESSAGE_MAX_LENGTH = 2_000;

/**
 * `/openTicket`: the open-ticket form, with the customer's subscriptions and
 * the upload limits; `subscriptionid`, `subject` and `message` in the query
 * fill it in (a line's details from its status card), for the customer to
 * check; a channel reported from a line's channel list has its own query
 * (`CHANNEL_REPORT_QUERY`) and fills in the line, a subject and message
 * naming the channel, and the department set for such reports. `serviceid`
 * is not read: on arrival it is the entry link to that subscription
 * (product rules: Entry links), here as on any page.
 */
export function Component() {
  const env = useEnv();
  const { data } = useAllDataSection('subscriptionsData');
  const [searchParams] = useSearchParams();
  const subscriptionid = useIdParam('subscriptionid');
  const channelReport = useChannelReportPrefill();
  const { t } = useTranslation();
  if (channelReport.isWaiting) {
    return <Loader aria-label={t('common.loading')} />;
  }
  return (
    <OpenTicketPage
      subscriptions={data ? [...data.activeSubs, ...data.unactiveSubs] : []}
      uploads={env.data?.uploads}
      notice={<KnownProblemNote />}
      prefill={
        channelReport.prefill ?? {
          serviceid: subscriptionid,
          subject: (searchParams.get('subject') ?? '').slice(
            0,
            TICKET_SUBJECT_MAX_LENGTH,
          ),
          message: (searchParams.get('message') ?? '').slice(
            0,
            PREFILL_MESSAGE_MAX_LENGTH,
          ),
        }
      }
    />
  );
}

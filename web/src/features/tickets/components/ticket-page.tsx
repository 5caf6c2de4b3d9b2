import type { Ticket } from '@members/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { DetailPage, useRecordState } from '@/components/ui/detail-page';
import { useLocalePath } from '@/hooks/locale-context';

import { useTicket } from '../api/get-ticket';

import { TicketDetail } from './ticket-detail';

/** The ticket page: the thread, or a not-found state for a bad or unknown id. */
export function TicketPage({
  ticketid,
  renderActions,
  renderFooter,
}: {
  ticketid: number | null;
  renderActions?: (ticket: Ticket) => ReactNode;
  renderFooter?: (ticket: Ticket) => ReactNode;
}) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const query = useTicket(ticketid);
  return (
    <DetailPage
      id={ticketid}
      state={useRecordState(query)}
      back={{ to: toPath('/#tickets'), label: t('tickets.back') }}
      notFound={{
        title: t('tickets.notFound.title'),
        description: t('tickets.notFound.description'),
      }}
      skeleton={{ titleWidth: '60%', blocks: [140, 140] }}
    >
      {(ticket) => (
        <TicketDetail
          ticket={ticket}
          actions={renderActions?.(ticket)}
          footer={renderFooter?.(ticket)}
        />
      )}
    </DetailPage>
  );
}

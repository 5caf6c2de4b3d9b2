import { Text } from '@mantine/core';
import type { Ticket } from '@members/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { useLocale } from '@/hooks/locale-context';
import { formatDateTime } from '@/utils/format';

import { TicketDetailsAside } from './ticket-details-aside';
import { TicketMessage } from './ticket-message';
import classes from './ticket-thread.module.css';

/**
 * A ticket, read-only: subject, number, department, status and the whole
 * thread in order. `actions` (close) and `footer` (reply) slot in later.
 */
export function TicketDetail({
  ticket,
  actions,
  footer,
}: {
  ticket: Ticket;
  actions?: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const meta = [
    `#${ticket.tid}`,
    ticket.department,
    ticket.date
      ? t('tickets.detail.opened', {
          date: formatDateTime(ticket.date, locale),
        })
      : '',
  ].filter(Boolean);

  return (
    <>
      <PageHeader
        title={ticket.subject}
        badge={<StatusBadge kind="ticket" status={ticket.status} size="lg" />}
        subtitle={meta.join(' · ')}
        actions={actions}
      />
      <div className={classes.layout}>
        <div className={classes.main}>
          {ticket.replies.length === 0 ? (
            <Text c="dimmed">{t('tickets.detail.noMessages')}</Text>
          ) : (
            <ol
              className={classes.thread}
              aria-label={t('tickets.detail.thread')}
            >
              {ticket.replies.map((reply) => (
                <li key={reply.replyid}>
                  <TicketMessage ticketid={ticket.ticketid} reply={reply} />
                </li>
              ))}
            </ol>
          )}
          {footer}
        </div>
        <TicketDetailsAside ticket={ticket} />
      </div>
    </>
  );
}

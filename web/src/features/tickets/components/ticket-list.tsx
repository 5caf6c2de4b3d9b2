import { Button, Text } from '@mantine/core';
import type { TicketSummary } from '@members/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import lists from '@/components/ui/lists.module.css';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { useLocale, useLocalePath } from '@/hooks/locale-context';
import { Link } from '@/lib/router';
import { formatDateTime } from '@/utils/format';

import classes from './tickets.module.css';

/** Closed tickets shown before "Show all"; the others are always shown. */
export const CLOSED_TICKETS_SHOWN = 3;

function pickShown(tickets: TicketSummary[]): TicketSummary[] {
  let closed = 0;
  return tickets.filter((ticket) => {
    if (ticket.status !== 'Closed') {
      return true;
    }
    closed += 1;
    return closed <= CLOSED_TICKETS_SHOWN;
  });
}

/** The customer's tickets, each a link to its thread. */
export function TicketList({ tickets }: { tickets: TicketSummary[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toPath = useLocalePath();
  const [isShowingAll, setIsShowingAll] = useState(false);
  const shown = isShowingAll ? tickets : pickShown(tickets);
  const hiddenCount = tickets.length - shown.length;

  return (
    <>
      <ul className={lists.divided} aria-label={t('tickets.title')}>
        {shown.map((ticket) => (
          <li key={ticket.ticketid}>
            <Link
              to={toPath(paths.ticket(ticket.ticketid))}
              className={classes.item}
              data-closed={ticket.status === 'Closed' || undefined}
            >
              <span className={classes.itemTop}>
                <Text span fw={600} lineClamp={2} className={classes.subject}>
                  {ticket.subject}
                </Text>
                <StatusBadge kind="ticket" status={ticket.status} />
              </span>
              <Text span size="sm" c="dimmed" className={classes.meta}>
                {[`#${ticket.tid}`, ticket.department]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <Text span size="xs" c="dimmed" className={classes.meta}>
                {t('tickets.list.updated', {
                  date: formatDateTime(ticket.lastreply ?? ticket.date, locale),
                })}
              </Text>
            </Link>
          </li>
        ))}
      </ul>
      {(hiddenCount > 0 || isShowingAll) && (
        <div className={classes.more}>
          <Button
            variant="subtle"
            size="sm"
            onClick={() => setIsShowingAll((current) => !current)}
          >
            {isShowingAll
              ? t('tickets.list.showFewer')
              : t('tickets.list.showAll', { count: tickets.length })}
          </Button>
        </div>
      )}
    </>
  );
}

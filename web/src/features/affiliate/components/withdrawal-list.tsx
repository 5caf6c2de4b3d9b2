import { Text } from '@mantine/core';
import type { Currency, Withdrawal } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/empty-state';
import { IconChevronRight } from '@/components/ui/icons/chevron-right';
import { IconHistory } from '@/components/ui/icons/history';
import lists from '@/components/ui/lists.module.css';
import { Money } from '@/components/ui/money';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { useLocale, useLocalePath } from '@/hooks/locale-context';
import { Link } from '@/lib/router';
import { formatDateTime } from '@/utils/format';

import classes from './withdrawal.module.css';

/**
 * Earlier withdrawal requests, newest first: amount, method, the status of
 * their ticket and whether they still hold part of the balance. Each opens
 * its ticket.
 */
export function WithdrawalList({
  withdrawals,
  currency,
  highlightTicketId,
}: {
  withdrawals: Withdrawal[];
  currency: Currency;
  highlightTicketId?: number | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toPath = useLocalePath();
  if (withdrawals.length === 0) {
    return (
      <EmptyState
        icon={<IconHistory size={22} />}
        title={t('withdrawal.requests.empty.title')}
        description={t('withdrawal.requests.empty.description')}
      />
    );
  }
  return (
    <ul className={lists.divided} aria-label={t('withdrawal.requests.title')}>
      {withdrawals.map((request) => (
        <li key={request.ticketid} data-testid="withdrawal-request">
          <Link
            to={toPath(paths.ticket(request.ticketid))}
            className={classes.item}
            data-closed={!request.isOpen || undefined}
            data-new={request.ticketid === highlightTicketId || undefined}
          >
            <span className={classes.itemMain}>
              <span className={classes.itemTop}>
                <Text span fw={700} className={classes.itemAmount}>
                  <Money amount={request.amount} currency={currency} />
                </Text>
                <StatusBadge kind="ticket" status={request.status} />
              </span>
              <Text span size="sm" c="dimmed" className={classes.meta}>
                {[
                  t('withdrawal.requests.ticket', { tid: request.tid }),
                  t('withdrawal.requests.via', { method: request.method }),
                  formatDateTime(request.date, locale),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <Text
                span
                size="xs"
                fw={600}
                c={request.isOpen ? undefined : 'dimmed'}
                className={`${classes.meta} ${request.isOpen ? classes.open : ''}`}
              >
                {request.isOpen
                  ? t('withdrawal.requests.open')
                  : t('withdrawal.requests.closed')}
              </Text>
            </span>
            <IconChevronRight size={18} className={classes.chevron} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

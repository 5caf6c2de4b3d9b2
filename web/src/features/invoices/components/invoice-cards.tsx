import { Text } from '@mantine/core';
import type { InvoiceSummary } from '@members/contract';
import { useTranslation } from 'react-i18next';

import lists from '@/components/ui/lists.module.css';
import { Money } from '@/components/ui/money';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { useLocale, useLocalePath } from '@/hooks/locale-context';
import { Link } from '@/lib/router';
import { formatDate } from '@/utils/format';

import { getInvoiceNumber, isUnpaid } from '../utils/invoice-display';

import classes from './invoices.module.css';

/** The invoices as stacked cards (at 700 px and below), each opening its page. */
export function InvoiceCards({ invoices }: { invoices: InvoiceSummary[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toPath = useLocalePath();
  return (
    <ul className={lists.divided} aria-label={t('invoices.title')}>
      {invoices.map((invoice) => (
        <li key={invoice.invoiceid}>
          <Link
            to={toPath(paths.invoice(invoice.invoiceid))}
            className={classes.cardLink}
            data-unpaid={isUnpaid(invoice) || undefined}
          >
            <span className={classes.cardMain}>
              <span className={classes.cardTitle}>
                {t('invoices.number', {
                  number: getInvoiceNumber(invoice),
                })}
              </span>
              <Text span size="sm" c="dimmed" className={classes.cardMeta}>
                {t('invoices.list.dueOn', {
                  date: formatDate(invoice.duedate, locale) || '—',
                })}
              </Text>
            </span>
            <span className={classes.cardSide}>
              <Money
                amount={invoice.total}
                currency={invoice.currency}
                fw={700}
              />
              <StatusBadge kind="invoice" status={invoice.status} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

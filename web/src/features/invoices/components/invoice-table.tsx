import { VisuallyHidden } from '@mantine/core';
import type { InvoiceSummary } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { IconChevronRight } from '@/components/ui/icons/chevron-right';
import { Money } from '@/components/ui/money';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { useLocale, useLocalePath } from '@/hooks/locale-context';
import { Link } from '@/lib/router';
import { formatDate } from '@/utils/format';

import { getInvoiceNumber, isUnpaid } from '../utils/invoice-display';

import classes from './invoices.module.css';

/** The invoices as a table on wide screens, each row opening its invoice. */
export function InvoiceTable({ invoices }: { invoices: InvoiceSummary[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toPath = useLocalePath();
  return (
    <>
      {/* A plain table: Mantine's Table brings a scroll area and a popover library along. */}
      <table className={classes.table}>
        <thead>
          <tr>
            <th>{t('invoices.columns.invoice')}</th>
            <th>{t('invoices.columns.date')}</th>
            <th>{t('invoices.columns.dueDate')}</th>
            <th className={classes.right}>{t('invoices.columns.total')}</th>
            <th>{t('invoices.columns.status')}</th>
            <th className={classes.chevronCell}>
              <VisuallyHidden>{t('invoices.columns.open')}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr
              key={invoice.invoiceid}
              className={classes.row}
              data-unpaid={isUnpaid(invoice) || undefined}
            >
              <td>
                <Link
                  to={toPath(paths.invoice(invoice.invoiceid))}
                  className={classes.rowLink}
                >
                  {getInvoiceNumber(invoice)}
                </Link>
              </td>
              <td className={classes.nowrap}>
                {formatDate(invoice.date, locale)}
              </td>
              <td className={classes.nowrap}>
                {formatDate(invoice.duedate, locale)}
              </td>
              <td className={classes.right}>
                <Money
                  amount={invoice.total}
                  currency={invoice.currency}
                  fw={600}
                />
              </td>
              <td>
                <StatusBadge kind="invoice" status={invoice.status} />
              </td>
              <td className={classes.chevronCell}>
                <IconChevronRight size={16} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

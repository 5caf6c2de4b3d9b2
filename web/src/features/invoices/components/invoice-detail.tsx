import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/DataList.css';

import type { Invoice } from '@members/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { useLocale } from '@/hooks/locale-context';
import { formatDate } from '@/utils/format';

import { getInvoiceNumber } from '../utils/invoice-display';

import classes from './invoice-detail.module.css';
import { InvoiceItemsCard } from './invoice-items-card';
import { InvoicePaymentsCard } from './invoice-payments-card';
import { InvoiceStatusBanner } from './invoice-status-banner';
import { InvoiceSummaryCard } from './invoice-summary-card';

/**
 * One invoice, read-only: number, status banner, dates, items and totals,
 * payment method and payments. `actions` is where the pay button goes.
 */
export function InvoiceDetail({
  invoice,
  actions,
}: {
  invoice: Invoice;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();

  return (
    <>
      <PageHeader
        title={t('invoices.number', { number: getInvoiceNumber(invoice) })}
        badge={<StatusBadge kind="invoice" status={invoice.status} size="lg" />}
        subtitle={
          invoice.date
            ? t('invoices.detail.issued', {
                date: formatDate(invoice.date, locale),
              })
            : undefined
        }
        actions={actions}
      />
      <InvoiceStatusBanner invoice={invoice} />
      <div className={classes.grid}>
        <InvoiceItemsCard invoice={invoice} />

        <div className={classes.side}>
          <InvoiceSummaryCard invoice={invoice} />

          {invoice.transactions.length > 0 && (
            <InvoicePaymentsCard invoice={invoice} />
          )}
        </div>
      </div>
    </>
  );
}

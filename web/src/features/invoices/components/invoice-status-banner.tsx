import { Text } from '@mantine/core';
import type { Invoice } from '@members/contract';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { IconAlertTriangle } from '@/components/ui/icons/alert-triangle';
import { IconCheck } from '@/components/ui/icons/check';
import { IconReceipt } from '@/components/ui/icons/receipt';
import { getStatusColor } from '@/components/ui/status';
import { useStatusLabel } from '@/components/ui/status-badge';
import { useLocale } from '@/hooks/locale-context';
import { useBillingToday } from '@/hooks/use-billing-today';
import { formatDate, formatDateTime, formatMoney } from '@/utils/format';

import classes from './invoice-detail.module.css';

/** The invoice's status as a coloured banner with what it means. */
export function InvoiceStatusBanner({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const statusLabel = useStatusLabel();
  const today = useBillingToday();
  const color = getStatusColor('invoice', invoice.status);
  let icon: ReactNode = <IconReceipt size={20} />;
  let title: string;
  let detail: string;

  switch (invoice.status) {
    case 'Unpaid': {
      const amount = formatMoney(invoice.balance, invoice.currency, locale);
      const date = formatDate(invoice.duedate, locale);
      const isOverdue = invoice.duedate !== null && invoice.duedate < today;
      icon = <IconAlertTriangle size={20} />;
      title = t(
        isOverdue
          ? 'invoices.banner.overdueTitle'
          : 'invoices.banner.unpaidTitle',
      );
      detail = date
        ? t(
            isOverdue
              ? 'invoices.banner.overdueDetail'
              : 'invoices.banner.unpaidDetail',
            { amount, date },
          )
        : t('invoices.banner.unpaidNoDate', { amount });
      break;
    }
    case 'Paid':
      icon = <IconCheck size={20} />;
      title = t('invoices.banner.paidTitle');
      detail = invoice.datepaid
        ? t('invoices.banner.paidDetail', {
            date: formatDateTime(invoice.datepaid, locale),
          })
        : t('invoices.banner.paidNoDate');
      break;
    case 'Cancelled':
      title = t('invoices.banner.cancelledTitle');
      detail = t('invoices.banner.cancelledDetail');
      break;
    case 'Refunded':
      title = t('invoices.banner.refundedTitle');
      detail = t('invoices.banner.refundedDetail');
      break;
    default:
      title = statusLabel('invoice', invoice.status);
      detail = t('invoices.banner.otherDetail');
  }

  return (
    <div
      className={classes.banner}
      role="status"
      data-status={invoice.status}
      style={
        {
          // The light variant's pair: text readable on its tint in either scheme.
          '--banner-color': `var(--mantine-color-${color}-light-color)`,
          '--banner-bg': `var(--mantine-color-${color}-light)`,
          '--banner-border': `var(--mantine-color-${color}-3)`,
        } as CSSProperties
      }
    >
      <span className={classes.bannerIcon}>{icon}</span>
      <div>
        <Text fw={700} className={classes.bannerTitle}>
          {title}
        </Text>
        <Text size="sm">{detail}</Text>
      </div>
    </div>
  );
}

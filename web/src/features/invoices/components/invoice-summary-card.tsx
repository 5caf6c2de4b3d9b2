import { DataList, Paper, Title } from '@mantine/core';
import type { Invoice } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { Money } from '@/components/ui/money';
import { useLocale } from '@/hooks/locale-context';
import { formatDate, formatDateTime } from '@/utils/format';

import { useGatewayName } from '../hooks/use-gateway-name';

import classes from './invoice-detail.module.css';

/** The invoice's summary card: its dates, payment method and balance. */
export function InvoiceSummaryCard({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const gatewayName = useGatewayName();
  const { currency } = invoice;
  return (
    <Paper withBorder radius="lg" className={classes.sideCard}>
      <Title order={2} className={classes.cardTitle}>
        {t('invoices.detail.summary')}
      </Title>
      <DataList withDivider labelWidth="45%" className={classes.dataList}>
        <DataList.Item>
          <DataList.ItemLabel>{t('invoices.fields.date')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {formatDate(invoice.date, locale) || '—'}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            {t('invoices.fields.dueDate')}
          </DataList.ItemLabel>
          <DataList.ItemValue>
            {formatDate(invoice.duedate, locale) || '—'}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            {t('invoices.fields.datePaid')}
          </DataList.ItemLabel>
          <DataList.ItemValue>
            {formatDateTime(invoice.datepaid, locale) || '—'}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            {t('invoices.fields.paymentMethod')}
          </DataList.ItemLabel>
          <DataList.ItemValue>
            {gatewayName(invoice.paymentmethod)}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            {t('invoices.fields.balance')}
          </DataList.ItemLabel>
          <DataList.ItemValue data-testid="invoice-balance">
            <Money amount={invoice.balance} currency={currency} fw={700} />
          </DataList.ItemValue>
        </DataList.Item>
      </DataList>
    </Paper>
  );
}

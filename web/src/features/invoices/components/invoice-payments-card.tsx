import { Paper, Text, Title } from '@mantine/core';
import type { Invoice } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { Money } from '@/components/ui/money';
import { useLocale } from '@/hooks/locale-context';
import { formatDateTime } from '@/utils/format';

import { useGatewayName } from '../hooks/use-gateway-name';

import classes from './invoice-detail.module.css';

/** The payments made on the invoice: gateway, date, transaction and amount. */
export function InvoicePaymentsCard({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const gatewayName = useGatewayName();
  const { currency } = invoice;
  return (
    <Paper withBorder radius="lg" className={classes.sideCard}>
      <Title order={2} className={classes.cardTitle}>
        {t('invoices.detail.payments')}
      </Title>
      <ul className={classes.payments}>
        {invoice.transactions.map((transaction) => (
          <li key={transaction.id} className={classes.payment}>
            <div>
              <Text size="sm" fw={600}>
                {gatewayName(transaction.gateway)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(transaction.date, locale)}
                {transaction.transid && ` · ${transaction.transid}`}
              </Text>
            </div>
            <Money
              amount={transaction.amount}
              currency={currency}
              size="sm"
              fw={600}
            />
          </li>
        ))}
      </ul>
    </Paper>
  );
}

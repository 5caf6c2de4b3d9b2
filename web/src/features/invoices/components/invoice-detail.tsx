import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/DataList.css';

import { DataList, Paper, Table, Text, Title } from '@mantine/core';
import type { Invoice } from '@members/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Money } from '@/components/ui/money';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { useLocale } from '@/hooks/locale-context';
import { formatDate, formatDateTime, formatNumber } from '@/utils/format';

import { describeGateway, getInvoiceNumber } from '../utils/invoice-display';

import classes from './invoice-detail.module.css';
import { InvoiceStatusBanner } from './invoice-status-banner';

function isNonZero(amount: string): boolean {
  const value = Number(amount);
  return Number.isFinite(value) && value !== 0;
}

function useGatewayName(): (gateway: string) => string {
  const { t } = useTranslation();
  return (gateway) => {
    const described = describeGateway(gateway);
    if (!described) {
      return '—';
    }
    return 'key' in described
      ? t(`invoices.paymentMethods.${described.key}`)
      : described.name;
  };
}

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
  const gatewayName = useGatewayName();
  const { currency } = invoice;
  const taxRate = Number(invoice.taxrate);
  const taxRate2 = Number(invoice.taxrate2);

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
        <Paper withBorder radius="lg" className={classes.itemsCard}>
          <Title order={2} className={classes.cardTitle}>
            {t('invoices.detail.items')}
          </Title>
          <Table
            className={classes.items}
            tabularNums
            verticalSpacing="sm"
            horizontalSpacing="lg"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invoices.detail.description')}</Table.Th>
                <Table.Th className={classes.amount}>
                  {t('invoices.detail.amount')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.items.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={2}>
                    <Text c="dimmed" size="sm">
                      {t('invoices.detail.noItems')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {invoice.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td className={classes.description}>
                    {item.description}
                  </Table.Td>
                  <Table.Td className={classes.amount}>
                    <Money amount={item.amount} currency={currency} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot className={classes.totals}>
              <Table.Tr>
                <Table.Th scope="row">{t('invoices.totals.subtotal')}</Table.Th>
                <Table.Td className={classes.amount}>
                  <Money amount={invoice.subtotal} currency={currency} />
                </Table.Td>
              </Table.Tr>
              {isNonZero(invoice.credit) && (
                <Table.Tr>
                  <Table.Th scope="row">{t('invoices.totals.credit')}</Table.Th>
                  <Table.Td className={classes.amount}>
                    −<Money amount={invoice.credit} currency={currency} />
                  </Table.Td>
                </Table.Tr>
              )}
              <Table.Tr>
                <Table.Th scope="row">
                  {taxRate > 0
                    ? t('invoices.totals.taxWithRate', {
                        rate: formatNumber(taxRate, locale),
                      })
                    : t('invoices.totals.tax')}
                </Table.Th>
                <Table.Td className={classes.amount}>
                  <Money amount={invoice.tax} currency={currency} />
                </Table.Td>
              </Table.Tr>
              {isNonZero(invoice.tax2) && (
                <Table.Tr>
                  <Table.Th scope="row">
                    {taxRate2 > 0
                      ? t('invoices.totals.tax2WithRate', {
                          rate: formatNumber(taxRate2, locale),
                        })
                      : t('invoices.totals.tax2')}
                  </Table.Th>
                  <Table.Td className={classes.amount}>
                    <Money amount={invoice.tax2} currency={currency} />
                  </Table.Td>
                </Table.Tr>
              )}
              <Table.Tr className={classes.totalRow}>
                <Table.Th scope="row">{t('invoices.totals.total')}</Table.Th>
                <Table.Td
                  className={classes.amount}
                  data-testid="invoice-total"
                >
                  <Money amount={invoice.total} currency={currency} />
                </Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Paper>

        <div className={classes.side}>
          <Paper withBorder radius="lg" className={classes.sideCard}>
            <Title order={2} className={classes.cardTitle}>
              {t('invoices.detail.summary')}
            </Title>
            <DataList withDivider labelWidth="45%" className={classes.dataList}>
              <DataList.Item>
                <DataList.ItemLabel>
                  {t('invoices.fields.date')}
                </DataList.ItemLabel>
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
                  <Money
                    amount={invoice.balance}
                    currency={currency}
                    fw={700}
                  />
                </DataList.ItemValue>
              </DataList.Item>
            </DataList>
          </Paper>

          {invoice.transactions.length > 0 && (
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
          )}
        </div>
      </div>
    </>
  );
}

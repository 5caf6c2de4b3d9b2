import { Paper, Table, Text, Title } from '@mantine/core';
import type { Invoice } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { Money } from '@/components/ui/money';
import { useLocale } from '@/hooks/locale-context';
import { formatNumber } from '@/utils/format';

import classes from './invoice-detail.module.css';

function isNonZero(amount: string): boolean {
  const value = Number(amount);
  return Number.isFinite(value) && value !== 0;
}

/** The invoice's totals under its items: subtotal, credit, taxes and total. */
function InvoiceTotals({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { currency } = invoice;
  const taxRate = Number(invoice.taxrate);
  const taxRate2 = Number(invoice.taxrate2);
  return (
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
        <Table.Td className={classes.amount} data-testid="invoice-total">
          <Money amount={invoice.total} currency={currency} />
        </Table.Td>
      </Table.Tr>
    </Table.Tfoot>
  );
}

/** The invoice's items card: each item with its amount, then the totals. */
export function InvoiceItemsCard({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const { currency } = invoice;
  return (
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
        <InvoiceTotals invoice={invoice} />
      </Table>
    </Paper>
  );
}

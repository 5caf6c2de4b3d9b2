import { Table, Text } from '@mantine/core';
import type { CreditEntry, Currency } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { Money } from '@/components/ui/money';
import { useLocale } from '@/hooks/locale-context';
import { formatDate } from '@/utils/format';

import classes from './funds.module.css';

/** The credit's movements: date, WHMCS's description, and ± amount. */
export function CreditEntries({
  entries,
  currency,
}: {
  entries: CreditEntry[];
  currency: Currency;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (entries.length === 0) {
    return <Text c="dimmed">{t('funds.empty')}</Text>;
  }
  return (
    <div className={classes.scroll}>
      <Table data-testid="credit-entries" verticalSpacing="xs">
        <Table.Caption className={classes.caption}>
          {t('funds.caption')}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('funds.date')}</Table.Th>
            <Table.Th scope="col">{t('funds.description')}</Table.Th>
            <Table.Th scope="col" className={classes.amount}>
              {t('funds.amount')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const isUsed = entry.amount.startsWith('-');
            const amount = isUsed ? entry.amount.slice(1) : entry.amount;
            return (
              <Table.Tr key={entry.id} data-testid="credit-entry">
                <Table.Td className={classes.date}>
                  {formatDate(entry.date, locale)}
                </Table.Td>
                <Table.Td>{entry.description}</Table.Td>
                <Table.Td className={classes.amount}>
                  <span className={isUsed ? classes.used : classes.added}>
                    {isUsed ? '−' : '+'}
                    <Money amount={amount} currency={currency} />
                  </span>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}

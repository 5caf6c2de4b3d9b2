import { Button, Text } from '@mantine/core';
import type { Currency } from '@members/contract';
import { LOCALE_TAGS } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { CheckedTextInput } from '@/components/form/checked-fields';
import { useLocale } from '@/hooks/locale-context';
import type { FieldForm } from '@/hooks/use-field-form';
import { formatAmountInput } from '@/utils/amount-input';

import type { WithdrawalField } from '../utils/withdrawal-draft';

import classes from './withdrawal.module.css';

/**
 * The withdrawal's amount with its currency, and a Max button that fills in
 * the available balance.
 */
export function WithdrawalAmountField({
  form,
  availableCents,
  available,
  currency,
  isPending,
}: {
  form: FieldForm<WithdrawalField>;
  availableCents: number;
  /** The available balance, formatted. */
  available: string;
  currency: Currency;
  isPending: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const symbol = currency.prefix.trim() || currency.code;

  function handleMax() {
    form.setValue(
      'amount',
      formatAmountInput(availableCents, LOCALE_TAGS[locale]),
    );
    form.focus('amount');
  }

  return (
    <CheckedTextInput
      form={form}
      field="amount"
      label={t('withdrawal.form.amount')}
      description={t('withdrawal.form.amountHelp', { amount: available })}
      inputMode="decimal"
      autoComplete="off"
      placeholder={formatAmountInput(0, LOCALE_TAGS[locale])}
      required
      disabled={isPending}
      leftSection={
        <Text span fw={600} size="sm" c="dimmed">
          {symbol}
        </Text>
      }
      rightSection={
        <Button
          size="compact-sm"
          variant="light"
          onClick={handleMax}
          disabled={isPending}
          className={classes.maxButton}
        >
          {t('withdrawal.form.max')}
        </Button>
      }
      rightSectionWidth={68}
      classNames={{ input: classes.amountInput }}
    />
  );
}

import { Text } from '@mantine/core';
import type { TextProps } from '@mantine/core';
import type { Currency } from '@members/contract';

import { useLocale } from '@/hooks/locale-context';
import { formatMoney } from '@/utils/format';

import classes from './ui.module.css';

/** An amount in its currency, with tabular numerals so columns line up. */
export function Money({
  amount,
  currency,
  ...props
}: { amount: string; currency: Currency } & TextProps) {
  const locale = useLocale();
  return (
    <Text span inherit className={classes.num} {...props}>
      {formatMoney(amount, currency, locale)}
    </Text>
  );
}

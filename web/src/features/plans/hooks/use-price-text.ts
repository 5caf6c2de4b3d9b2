import type { Currency } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { useLocale } from '@/hooks/locale-context';
import { formatMoney } from '@/utils/format';

import { getCycleKey } from '../utils/plan-choices';

/** How the plan pages word prices and cycles, in the page's language. */
export function usePriceText() {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (amount: string, currency: Currency) =>
    formatMoney(amount, currency, locale);
  return {
    money,
    /** "€89.00 / year": an amount per cycle; a cycle WHMCS names otherwise is shown as it comes. */
    perCycle: (amount: string, currency: Currency, cycle: string) => {
      const key = getCycleKey(cycle);
      const text = money(amount, currency);
      if (!key) {
        return cycle ? `${text} · ${cycle}` : text;
      }
      return t(`plans.price.${key}`, { amount: text });
    },
    /** "Yearly": a cycle's name. */
    cycleName: (cycle: string) => {
      const key = getCycleKey(cycle);
      return key ? t(`plans.cycle.${key}`) : cycle;
    },
  };
}

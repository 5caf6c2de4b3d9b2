import type { Currency } from '@members/contract';
import { BILLING_CYCLES } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { useLocale } from '@/hooks/locale-context';
import { formatMoney } from '@/utils/format';

/** How the connections page words prices, in the page's language. */
export function usePriceText() {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (amount: string, currency: Currency) =>
    formatMoney(amount, currency, locale);
  return {
    money,
    /** "€13.99 / month": an amount per cycle; a cycle WHMCS names otherwise is shown as it comes. */
    perCycle: (amount: string, currency: Currency, cycle: string) => {
      const plain = cycle.toLowerCase().replace(/[^a-z]/g, '');
      const key = BILLING_CYCLES.find((candidate) => candidate === plain);
      const text = money(amount, currency);
      if (!key) {
        return cycle ? `${text} · ${cycle}` : text;
      }
      return t(`connections.price.${key}`, { amount: text });
    },
  };
}

import type { PayMethod } from '@members/contract';
import type { TFunction } from 'i18next';

/** How a method is named to the customer: brand or bank, and the last four digits. */
export function payMethodName(method: PayMethod, t: TFunction): string {
  const kind =
    method.kind === 'card'
      ? (method.cardType ?? t('payment.method.card'))
      : (method.bankName ?? t('payment.method.bank'));
  return method.lastFour ? `${kind} •••• ${method.lastFour}` : kind;
}

/** A card's `YYYY-MM` expiry as the card shows it: `MM/YYYY`. */
export function expiryText(expiry: string): string {
  const [year, month] = expiry.split('-');
  return `${month}/${year}`;
}

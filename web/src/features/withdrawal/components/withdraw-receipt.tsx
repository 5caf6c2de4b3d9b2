import type {
  Locale,
  WithdrawalReceipt,
  WithdrawResponse,
} from '@members/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import { DeclarationReceipt } from '@/components/ui/declaration-receipt';
import type { DeclaredItem } from '@/components/ui/declared-items';
import { useLocale } from '@/hooks/locale-context';
import { formatDate } from '@/utils/format';

/** The period as the receipt states it: within it, after it, or for staff to check. */
function periodOf(receipt: WithdrawalReceipt, t: TFunction): string {
  if (receipt.withinPeriod === null) {
    return t('withdraw.receipt.periodOpen');
  }
  return receipt.withinPeriod
    ? t('withdraw.receipt.withinPeriod')
    : t('withdraw.receipt.outsidePeriod');
}

/** The receipt's declared items, in order, each labelled and worded. */
function receiptItems(
  receipt: WithdrawalReceipt,
  t: TFunction,
  locale: Locale,
): DeclaredItem[] {
  const dated = (
    key: 'orderedOn' | 'withdrawUntil',
    value: string | null,
  ): DeclaredItem[] =>
    value
      ? [
          {
            key,
            label: t(`withdraw.receipt.${key}`),
            value: formatDate(value, locale),
          },
        ]
      : [];
  return [
    {
      key: 'reference',
      label: t('withdraw.receipt.reference'),
      value: receipt.reference,
    },
    { key: 'name', label: t('withdraw.receipt.name'), value: receipt.name },
    { key: 'email', label: t('withdraw.receipt.email'), value: receipt.email },
    {
      key: 'contract',
      label: t('withdraw.receipt.contract'),
      value: receipt.contract,
    },
    {
      key: 'reason',
      label: t('withdraw.receipt.reason'),
      value: receipt.reason || t('withdraw.receipt.noReason'),
    },
    ...dated('orderedOn', receipt.orderedOn),
    ...dated('withdrawUntil', receipt.withdrawUntil),
    {
      key: 'period',
      label: t('withdraw.receipt.period'),
      value: periodOf(receipt, t),
    },
  ];
}

/**
 * The acknowledgement of receipt (§ 356a BGB): the date and time of
 * receipt in the customer's time zone, every declared item, the reference,
 * where the mail went, and the PDF. A guest learns that the account holder
 * is informed and staff reply.
 */
export function WithdrawReceipt({
  response,
  isGuest,
  onAnother,
}: {
  response: WithdrawResponse;
  isGuest: boolean;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { receipt, receiptUrl, repeated } = response;
  return (
    <DeclarationReceipt
      area="withdraw"
      receivedAt={response.receivedAt}
      repeated={repeated}
      items={receiptItems(receipt, t, locale)}
      email={receipt.email}
      note={t(
        isGuest ? 'withdraw.receipt.guestNote' : 'withdraw.receipt.refund',
      )}
      pdfUrl={receiptUrl}
      onAnother={onAnother}
    />
  );
}

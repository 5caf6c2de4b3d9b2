import type { CancelRequestResponse, Locale } from '@members/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import { DeclarationReceipt } from '@/components/ui/declaration-receipt';
import type { DeclaredItem } from '@/components/ui/declared-items';
import { useLocale } from '@/hooks/locale-context';
import { formatDate } from '@/utils/format';

/** The receipt's declared items, in order, each labelled and worded. */
function receiptItems(
  receipt: CancelRequestResponse['receipt'],
  t: TFunction,
  locale: Locale,
): DeclaredItem[] {
  return [
    {
      key: 'reference',
      label: t('cancel.receipt.reference'),
      value: receipt.reference,
    },
    {
      key: 'kind',
      label: t('cancel.receipt.kind'),
      value: t(`cancel.form.${receipt.kind}`),
    },
    ...(receipt.kind === 'extraordinary'
      ? [
          {
            key: 'reason',
            label: t('cancel.receipt.reason'),
            value: receipt.reason,
          },
        ]
      : []),
    { key: 'name', label: t('cancel.receipt.name'), value: receipt.name },
    { key: 'email', label: t('cancel.receipt.email'), value: receipt.email },
    {
      key: 'contract',
      label: t('cancel.receipt.contract'),
      value: receipt.contract,
    },
    {
      key: 'endAt',
      label: t('cancel.receipt.endAt'),
      value:
        receipt.endAt === 'endOfPeriod'
          ? t('cancel.receipt.endAtPeriod')
          : formatDate(receipt.endAt, locale),
    },
    {
      key: 'endsAt',
      label: t('cancel.receipt.endsAt'),
      value: receipt.endsAt
        ? formatDate(receipt.endsAt, locale)
        : t('cancel.receipt.endsAtOpen'),
    },
  ];
}

/**
 * What was declared and when it was received (§ 312k BGB): the date and
 * time of receipt in the customer's time zone, every declared item, the
 * reference, the end when known, where the confirmation went, and the PDF.
 * A guest learns that the account holder is informed and staff confirm.
 */
export function CancelReceipt({
  response,
  isGuest,
  onAnother,
}: {
  response: CancelRequestResponse;
  isGuest: boolean;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { receipt, pdfLink, repeated } = response;
  return (
    <DeclarationReceipt
      area="cancel"
      receivedAt={receipt.receivedAt}
      repeated={repeated}
      items={receiptItems(receipt, t, locale)}
      email={receipt.email}
      note={isGuest ? t('cancel.receipt.guestNote') : null}
      pdfUrl={pdfLink}
      onAnother={onAnother}
    />
  );
}

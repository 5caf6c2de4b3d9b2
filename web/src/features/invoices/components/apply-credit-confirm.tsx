import { Text } from '@mantine/core';
import type { Invoice } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';

import { getInvoiceNumber } from '../utils/invoice-display';

/**
 * The dialog that confirms the credit to apply, showing the amount exactly;
 * it cannot be closed while the request is under way.
 */
export function ApplyCreditConfirm({
  invoice,
  isOpen,
  amountText,
  isPending,
  onClose,
  onConfirm,
}: {
  invoice: Invoice;
  isOpen: boolean;
  /** The amount being confirmed, formatted. */
  amountText: string;
  isPending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      focus="confirm"
      isOpen={isOpen}
      title={t('invoices.credit.confirmTitle')}
      testId="credit-confirm"
      cancelLabel={t('invoices.credit.cancel')}
      confirmLabel={t('invoices.credit.confirm', { amount: amountText })}
      isPending={isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Text>
        {t('invoices.credit.confirmText', {
          amount: amountText,
          number: getInvoiceNumber(invoice),
        })}
      </Text>
    </ConfirmDialog>
  );
}

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Invoice } from '@members/contract';
import { useTranslation } from 'react-i18next';

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
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={t('invoices.credit.confirmTitle')}
      centered
      closeOnClickOutside={!isPending}
      closeOnEscape={!isPending}
      withCloseButton={!isPending}
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      <Stack gap="md" data-testid="credit-confirm">
        <Text>
          {t('invoices.credit.confirmText', {
            amount: amountText,
            number: getInvoiceNumber(invoice),
          })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isPending}>
            {t('invoices.credit.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={isPending} data-autofocus>
            {t('invoices.credit.confirm', { amount: amountText })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

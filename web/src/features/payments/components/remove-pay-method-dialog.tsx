import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PayMethod } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useFormSubmission } from '@/hooks/use-form-submission';

import { useRemovePayMethod } from '../api/payments';

import { payMethodName } from './pay-method-name';

/**
 * Asks before a method is removed (it cannot be undone here: a card is
 * added again on the billing system's page); a default's removal makes the
 * next one the default, and the dialog says so.
 */
export function RemovePayMethodDialog({
  method,
  hasOthers,
  onClose,
}: {
  /** The method to remove; null while the dialog is closed. */
  method: PayMethod | null;
  hasOthers: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useFormSubmission(useRemovePayMethod());

  function close() {
    remove.reset();
    onClose();
  }

  function confirm() {
    if (!method) return;
    const name = payMethodName(method, t);
    remove.submit(
      { paymethodid: method.id },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: t('payment.remove.done', { name }),
          });
          close();
        },
      },
    );
  }

  return (
    <ConfirmDialog
      isOpen={method !== null}
      title={t('payment.remove.title')}
      testId="remove-pay-method"
      error={remove.banner}
      cancelLabel={t('payment.remove.cancel')}
      confirmLabel={t('payment.remove.confirm')}
      confirmColor="red"
      isPending={remove.isPending}
      onConfirm={confirm}
      onClose={close}
    >
      {method && (
        <>
          <Text>
            {t('payment.remove.body', { name: payMethodName(method, t) })}
          </Text>
          {method.isDefault && hasOthers && (
            <Text size="sm" c="dimmed">
              {t('payment.remove.defaultNote')}
            </Text>
          )}
        </>
      )}
    </ConfirmDialog>
  );
}

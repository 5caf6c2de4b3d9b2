import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { errorKey } from '@/lib/api-client';

import { useResetOnPageShow } from './use-reset-on-page-show';

/**
 * Starts a payment (Pay now, Pay all): asks once for the payment link, whose
 * mutation leaves for the payment page, and says why when it fails (the
 * server's error, or what `describe` words for a failure of the caller's
 * own). The button stays busy until the page is left; coming back (bfcache)
 * frees it.
 */
export function usePaymentStart<V>(
  payment: UseMutationResult<{ link: string }, Error, V>,
  describe?: (error: Error) => string | null,
) {
  const { t } = useTranslation();
  useResetOnPageShow(payment.reset);
  const isBusy = payment.isPending || payment.isSuccess;
  const start = (variables: V) => {
    if (isBusy) {
      return;
    }
    payment.mutate(variables, {
      onError: (error) => {
        notifications.show({
          color: 'red',
          title: t('invoices.pay.failed'),
          message: describe?.(error) ?? t(errorKey(error)),
        });
      },
    });
  };
  return { isBusy, start };
}

import { Button } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';

import { IconCreditCard } from '@/components/ui/icons';
import { errorKey } from '@/lib/api-client';

import { usePayInvoice } from '../api/pay-invoice';
import { useResetOnPageShow } from '../hooks/use-reset-on-page-show';

/** Pay now: fetches the payment link of an Unpaid invoice and leaves for the payment page. */
export function PayNowButton({
  invoiceid,
  'aria-label': ariaLabel,
  ...props
}: { invoiceid: number; 'aria-label'?: string } & Omit<
  ButtonProps,
  'children'
>) {
  const { t } = useTranslation();
  const payment = usePayInvoice();
  useResetOnPageShow(payment.reset);

  const handleClick = () => {
    if (payment.isPending || payment.isSuccess) {
      return;
    }
    payment.mutate(invoiceid, {
      onError: (error) => {
        notifications.show({
          color: 'red',
          title: t('invoices.pay.failed'),
          message: t(errorKey(error)),
        });
      },
    });
  };

  return (
    <Button
      {...props}
      color="brand"
      leftSection={<IconCreditCard size={18} />}
      loading={payment.isPending || payment.isSuccess}
      onClick={handleClick}
      aria-label={ariaLabel}
      data-testid="pay-invoice"
    >
      {t('invoices.pay.button')}
    </Button>
  );
}

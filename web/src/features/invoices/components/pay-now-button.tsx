import { Button } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { IconCreditCard } from '@/components/ui/icons/credit-card';

import { usePayInvoice } from '../api/pay-invoice';
import { usePaymentStart } from '../hooks/use-payment-start';

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
  const payment = usePaymentStart(usePayInvoice());

  return (
    <Button
      {...props}
      color="brand"
      leftSection={<IconCreditCard size={18} />}
      loading={payment.isBusy}
      onClick={() => payment.start(invoiceid)}
      aria-label={ariaLabel}
      data-testid="pay-invoice"
    >
      {t('invoices.pay.button')}
    </Button>
  );
}

import { Button, Text } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Invoice } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { IconCreditCard, IconDownload } from '@/components/ui/icons';
import { Money } from '@/components/ui/money';
import { useLocale } from '@/hooks/locale-context';
import { errorKey } from '@/lib/api-client';

import { getInvoicePdfUrl } from '../api/invoice-pdf';
import { usePayInvoice } from '../api/pay-invoice';
import { useResetOnPageShow } from '../hooks/use-reset-on-page-show';
import { isUnpaid } from '../utils/invoice-display';

import classes from './invoice-detail.module.css';

/** Phones: the pay button sits in a bar fixed at the bottom of the screen. */
export const PAY_BAR_QUERY = '(max-width: 43.75em)';

/** Whether the pay button belongs in the bottom bar (phone widths). */
export function useIsPayBar(): boolean {
  return useMediaQuery(PAY_BAR_QUERY, false, {
    getInitialValueInEffect: false,
  });
}

/** Pay now: fetches the payment link and leaves for the payment page. */
function PayButton({
  invoice,
  ...props
}: { invoice: Invoice } & Omit<ButtonProps, 'children'>) {
  const { t } = useTranslation();
  const payment = usePayInvoice();
  useResetOnPageShow(payment.reset);

  const handleClick = () => {
    if (payment.isPending || payment.isSuccess) {
      return;
    }
    payment.mutate(invoice.invoiceid, {
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
      data-testid="pay-invoice"
    >
      {t('invoices.pay.button')}
    </Button>
  );
}

/** The invoice as a PDF, in the page's language. */
function PdfButton({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Button
      component="a"
      href={getInvoicePdfUrl(invoice.invoiceid, locale)}
      download
      variant="default"
      leftSection={<IconDownload size={18} />}
      data-testid="invoice-pdf"
    >
      {t('invoices.pdf')}
    </Button>
  );
}

/** The page header's buttons: the PDF always, Pay now when unpaid (not on phones). */
export function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const isPayBar = useIsPayBar();
  return (
    <>
      <PdfButton invoice={invoice} />
      {isUnpaid(invoice) && !isPayBar && <PayButton invoice={invoice} />}
    </>
  );
}

/**
 * On phones, an unpaid invoice's amount due and Pay now button, fixed at
 * the bottom of the screen (the single invoice screen). Nothing otherwise.
 */
export function PayBar({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const isPayBar = useIsPayBar();
  if (!isPayBar || !isUnpaid(invoice)) {
    return null;
  }
  return (
    <div className={classes.payBar} data-testid="pay-bar">
      <div className={classes.payBarAmount}>
        <Text size="xs" c="dimmed" fw={600} className={classes.payBarLabel}>
          {t('invoices.pay.amountDue')}
        </Text>
        <Money
          amount={invoice.balance}
          currency={invoice.currency}
          fw={700}
          size="lg"
        />
      </div>
      <PayButton invoice={invoice} size="md" className={classes.payBarButton} />
    </div>
  );
}

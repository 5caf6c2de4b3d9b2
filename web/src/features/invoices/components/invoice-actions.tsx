import { Button, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Invoice } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { IconDownload } from '@/components/ui/icons/download';
import { Money } from '@/components/ui/money';
import { useLocale } from '@/hooks/locale-context';
import { useBottomBarRoom } from '@/hooks/use-bottom-bar-room';

import { getInvoicePdfUrl } from '../api/invoice-pdf';
import { isUnpaid } from '../utils/invoice-display';

import classes from './invoice-detail.module.css';
import { PayNowButton } from './pay-now-button';

/** Phones: the pay button sits in a bar fixed at the bottom of the screen. */
export const PAY_BAR_QUERY = '(max-width: 43.75em)';

/** Whether the pay button belongs in the bottom bar (phone widths). */
export function useIsPayBar(): boolean {
  return useMediaQuery(PAY_BAR_QUERY, false, {
    getInitialValueInEffect: false,
  });
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
      {isUnpaid(invoice) && !isPayBar && (
        <PayNowButton invoiceid={invoice.invoiceid} />
      )}
    </>
  );
}

/**
 * On phones, an unpaid invoice's amount due and Pay now button, fixed at
 * the bottom of the screen (the single invoice screen), with room for it
 * at the page's end so it never covers the footer. Nothing otherwise.
 */
export function PayBar({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const isPayBar = useIsPayBar();
  const barRef = useBottomBarRoom();
  if (!isPayBar || !isUnpaid(invoice)) {
    return null;
  }
  return (
    <div className={classes.payBar} data-testid="pay-bar" ref={barRef}>
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
      <PayNowButton
        invoiceid={invoice.invoiceid}
        size="md"
        className={classes.payBarButton}
      />
    </div>
  );
}

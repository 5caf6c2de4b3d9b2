import { Button } from '@mantine/core';
import { sumMoney } from '@members/contract';
import type { InvoiceSummary } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { IconCreditCard } from '@/components/ui/icons';
import { useLocale } from '@/hooks/locale-context';
import { formatMoney } from '@/utils/format';

import { usePayAll } from '../api/pay-all';
import { usePaymentStart } from '../hooks/use-payment-start';
import { isUnpaid } from '../utils/invoice-display';

import classes from './invoices.module.css';

/** Pay all is offered from this many unpaid invoices; one has its Pay now. */
export const PAY_ALL_MIN_INVOICES = 2;

/**
 * Pay all (n) · total: one payment of every unpaid invoice on WHMCS's mass
 * pay page. Shown only when at least two invoices are unpaid.
 */
export function PayAllButton({ invoices }: { invoices: InvoiceSummary[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const payment = usePaymentStart(usePayAll());

  const unpaid = invoices.filter(isUnpaid);
  const [first] = unpaid;
  if (!first || unpaid.length < PAY_ALL_MIN_INVOICES) {
    return null;
  }
  const total = formatMoney(
    sumMoney(unpaid.map((invoice) => invoice.total)),
    first.currency,
    locale,
  );

  return (
    <div className={classes.payAll}>
      <Button
        color="brand"
        size="sm"
        leftSection={<IconCreditCard size={18} />}
        loading={payment.isBusy}
        onClick={() => payment.start(undefined)}
        data-testid="pay-all"
      >
        {t('invoices.payAll.button', { number: unpaid.length, amount: total })}
      </Button>
    </div>
  );
}

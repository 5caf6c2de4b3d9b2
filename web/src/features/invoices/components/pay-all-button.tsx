import { Button } from '@mantine/core';
import { sumMoney } from '@members/contract';
import type { InvoiceSummary } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { IconCreditCard } from '@/components/ui/icons/credit-card';
import { useLocale } from '@/hooks/locale-context';
import { formatMoney } from '@/utils/format';

import { DueChangedError, usePayAll } from '../api/pay-all';
import { usePaymentStart } from '../hooks/use-payment-start';
import { isUnpaid } from '../utils/invoice-display';

import classes from './invoices.module.css';

/** Pay all is offered from this many unpaid invoices; one has its Pay now. */
export const PAY_ALL_MIN_INVOICES = 2;

/**
 * Pay all (n) · total: one payment of every unpaid invoice on WHMCS's mass
 * pay page. Shown only when at least two invoices are unpaid. The customer
 * leaves only to pay what it showed: when WHMCS's mass payment covers other
 * invoices, they are told what is due now and the list catches up.
 */
export function PayAllButton({ invoices }: { invoices: InvoiceSummary[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const payment = usePaymentStart(usePayAll(), (error) =>
    error instanceof DueChangedError
      ? t('invoices.payAll.changed', {
          count: error.answer.count,
          amount: formatMoney(
            error.answer.total,
            error.answer.currency,
            locale,
          ),
        })
      : null,
  );

  const unpaid = invoices.filter(isUnpaid);
  const [first] = unpaid;
  if (!first || unpaid.length < PAY_ALL_MIN_INVOICES) {
    return null;
  }
  const shown = {
    count: unpaid.length,
    total: sumMoney(unpaid.map((invoice) => invoice.total)),
  };
  const total = formatMoney(shown.total, first.currency, locale);

  return (
    <div className={classes.payAll}>
      <Button
        color="brand"
        size="sm"
        leftSection={<IconCreditCard size={18} />}
        loading={payment.isBusy}
        onClick={() => payment.start(shown)}
        data-testid="pay-all"
      >
        {t('invoices.payAll.button', { number: unpaid.length, amount: total })}
      </Button>
    </div>
  );
}

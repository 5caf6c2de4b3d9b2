import { Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { InvoiceSummary } from '@members/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { isUnpaid } from '../utils/invoice-display';

import { InvoiceCards } from './invoice-cards';
import { InvoiceTable } from './invoice-table';
import classes from './invoices.module.css';
import { PayAllButton } from './pay-all-button';

/** Invoices shown before "Show all"; unpaid ones are always shown. */
export const INVOICES_SHOWN = 5;

/** The 700 px breakpoint, under which tables become stacked cards. */
export const STACKED_QUERY = '(max-width: 43.75em)';

function pickShown(invoices: InvoiceSummary[]): InvoiceSummary[] {
  let others = 0;
  return invoices.filter((invoice) => {
    if (isUnpaid(invoice)) {
      return true;
    }
    others += 1;
    return others <= INVOICES_SHOWN;
  });
}

/**
 * The invoices: a table on wide screens, stacked cards at 700 px and below.
 * Each opens the invoice page; unpaid ones stand out. With two or more
 * unpaid, Pay all pays them in one payment.
 */
export function InvoiceList({ invoices }: { invoices: InvoiceSummary[] }) {
  const { t } = useTranslation();
  const isStacked = useMediaQuery(STACKED_QUERY, false, {
    getInitialValueInEffect: false,
  });
  const [isShowingAll, setIsShowingAll] = useState(false);
  const shown = isShowingAll ? invoices : pickShown(invoices);
  const hiddenCount = invoices.length - shown.length;

  const toggle =
    hiddenCount > 0 || isShowingAll ? (
      <div className={classes.more}>
        <Button
          variant="subtle"
          size="sm"
          onClick={() => setIsShowingAll((current) => !current)}
        >
          {isShowingAll
            ? t('invoices.list.showFewer')
            : t('invoices.list.showAll', { count: invoices.length })}
        </Button>
      </div>
    ) : null;

  if (isStacked) {
    return (
      <>
        <PayAllButton invoices={invoices} />
        <InvoiceCards invoices={shown} />
        {toggle}
      </>
    );
  }

  return (
    <>
      <PayAllButton invoices={invoices} />
      <InvoiceTable invoices={shown} />
      {toggle}
    </>
  );
}

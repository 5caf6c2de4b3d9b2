import { Button, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { InvoiceSummary } from '@members/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { IconChevronRight } from '@/components/ui/icons';
import lists from '@/components/ui/lists.module.css';
import { Money } from '@/components/ui/money';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { useLocale, useLocalePath } from '@/hooks/locale-context';
import { Link } from '@/lib/router';
import { formatDate } from '@/utils/format';

import { getInvoiceNumber, isUnpaid } from '../utils/invoice-display';

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
  const locale = useLocale();
  const toPath = useLocalePath();
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
        <ul className={lists.divided} aria-label={t('invoices.title')}>
          {shown.map((invoice) => (
            <li key={invoice.invoiceid}>
              <Link
                to={toPath(paths.invoice(invoice.invoiceid))}
                className={classes.cardLink}
                data-unpaid={isUnpaid(invoice) || undefined}
              >
                <span className={classes.cardMain}>
                  <span className={classes.cardTitle}>
                    {t('invoices.number', {
                      number: getInvoiceNumber(invoice),
                    })}
                  </span>
                  <Text span size="sm" c="dimmed" className={classes.cardMeta}>
                    {t('invoices.list.dueOn', {
                      date: formatDate(invoice.duedate, locale) || '—',
                    })}
                  </Text>
                </span>
                <span className={classes.cardSide}>
                  <Money
                    amount={invoice.total}
                    currency={invoice.currency}
                    fw={700}
                  />
                  <StatusBadge kind="invoice" status={invoice.status} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
        {toggle}
      </>
    );
  }

  return (
    <>
      <PayAllButton invoices={invoices} />
      {/* A plain table: Mantine's Table brings a scroll area and a popover library along. */}
      <table className={classes.table}>
        <thead>
          <tr>
            <th>{t('invoices.columns.invoice')}</th>
            <th>{t('invoices.columns.date')}</th>
            <th>{t('invoices.columns.dueDate')}</th>
            <th className={classes.right}>{t('invoices.columns.total')}</th>
            <th>{t('invoices.columns.status')}</th>
            <th className={classes.chevronCell}>
              <VisuallyHidden>{t('invoices.columns.open')}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((invoice) => (
            <tr
              key={invoice.invoiceid}
              className={classes.row}
              data-unpaid={isUnpaid(invoice) || undefined}
            >
              <td>
                <Link
                  to={toPath(paths.invoice(invoice.invoiceid))}
                  className={classes.rowLink}
                >
                  {getInvoiceNumber(invoice)}
                </Link>
              </td>
              <td className={classes.nowrap}>
                {formatDate(invoice.date, locale)}
              </td>
              <td className={classes.nowrap}>
                {formatDate(invoice.duedate, locale)}
              </td>
              <td className={classes.right}>
                <Money
                  amount={invoice.total}
                  currency={invoice.currency}
                  fw={600}
                />
              </td>
              <td>
                <StatusBadge kind="invoice" status={invoice.status} />
              </td>
              <td className={classes.chevronCell}>
                <IconChevronRight size={16} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {toggle}
    </>
  );
}

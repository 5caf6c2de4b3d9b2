import { fromCents, isPayableInvoice, toCents } from '@members/contract';
import type { AllDataResponse, Currency } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { IconLifebuoy } from '@/components/ui/icons/lifebuoy';
import { IconReceipt } from '@/components/ui/icons/receipt';
import { IconTv } from '@/components/ui/icons/tv';
import { StatCard } from '@/components/ui/stat-card';
import { useLocale } from '@/hooks/locale-context';
import { formatDate, formatMoney } from '@/utils/format';

interface CurrencyTotal {
  currency: Currency;
  cents: number;
}

/** Sums amounts per currency (in cents, so decimals add up exactly). */
function sumByCurrency(
  items: { total: string; currency: Currency }[],
): CurrencyTotal[] {
  const totals = new Map<string, CurrencyTotal>();
  for (const item of items) {
    const cents = toCents(item.total);
    if (!Number.isFinite(cents)) {
      continue;
    }
    const key = `${item.currency.code}|${item.currency.prefix}|${item.currency.suffix}`;
    const current = totals.get(key);
    totals.set(key, {
      currency: item.currency,
      cents: (current?.cents ?? 0) + cents,
    });
  }
  return [...totals.values()];
}

function earliest(dates: (string | null)[]): string | null {
  return (
    dates
      .filter((date): date is string => Boolean(date))
      // ISO dates sort as plain strings (no collator needed).
      .sort()[0] ?? null
  );
}

/**
 * The dashboard's three figures from the data on the page: active
 * subscriptions, unpaid invoices and open tickets, each with its detail line.
 */
export function DashboardFigures({ data }: { data: AllDataResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const unavailable = t('dashboard.summary.unavailable');
  const describeTickets = (openCount: number, answeredCount: number) => {
    if (openCount === 0) {
      return t('dashboard.summary.nothingOpen');
    }
    return answeredCount > 0
      ? t('dashboard.summary.answered', { count: answeredCount })
      : t('dashboard.summary.waitingForSupport');
  };

  const { errors } = data;
  const active = data.subscriptionsData.activeSubs;
  const nextRenewal = earliest(active.map((sub) => sub.nextDueDate));
  const unpaid = data.invoicesData.filter(isPayableInvoice);
  const due = sumByCurrency(unpaid)
    .map(({ currency, cents }) =>
      formatMoney(fromCents(cents), currency, locale),
    )
    .join(' + ');
  const open = data.ticketsData.filter((ticket) => ticket.status !== 'Closed');
  const answered = open.filter((ticket) => ticket.status === 'Answered');

  return (
    <>
      <StatCard
        isCompactOnPhone
        icon={<IconTv size={16} />}
        label={t('dashboard.summary.activeSubscriptions')}
        value={errors.subscriptionsData ? '—' : active.length}
        detail={
          errors.subscriptionsData
            ? unavailable
            : nextRenewal
              ? t('dashboard.summary.nextRenewal', {
                  date: formatDate(nextRenewal, locale),
                })
              : t('dashboard.summary.noRenewal')
        }
      />
      <StatCard
        isCompactOnPhone
        icon={<IconReceipt size={16} />}
        tone={
          !errors.invoicesData && unpaid.length > 0 ? 'attention' : undefined
        }
        label={t('dashboard.summary.unpaidInvoices')}
        value={errors.invoicesData ? '—' : unpaid.length}
        detail={
          errors.invoicesData
            ? unavailable
            : unpaid.length > 0
              ? t('dashboard.summary.totalDue', { amount: due })
              : t('dashboard.summary.allPaid')
        }
      />
      <StatCard
        isCompactOnPhone
        icon={<IconLifebuoy size={16} />}
        label={t('dashboard.summary.openTickets')}
        value={errors.ticketsData ? '—' : open.length}
        detail={
          errors.ticketsData
            ? unavailable
            : describeTickets(open.length, answered.length)
        }
      />
    </>
  );
}

import { Skeleton } from '@mantine/core';
import type { AllDataResponse, InvoiceSummary } from '@members/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { IconAlertCircle } from '@/components/ui/icons/alert-circle';
import { IconCircleCheck } from '@/components/ui/icons/circle-check';
import lists from '@/components/ui/lists.module.css';
import { SectionCard } from '@/components/ui/section-card';
import { useBillingToday } from '@/hooks/use-billing-today';
import { useSession } from '@/stores/session';

import { useAnnouncementsSeen } from '../hooks/use-announcements-seen';
import { selectAttention } from '../utils/select-attention';

import classes from './attention-panel.module.css';
import { AttentionRow, attentionKey } from './attention-row';

/**
 * "Needs attention" at the top of the dashboard: what the customer should
 * do, ranked (see `selectAttention`), each with its way to do it; a calm
 * "all is well" when nothing is left. It reads the `allData` answer only.
 * The pay buttons come from the invoices feature through `renderPay` and
 * `renderPayAll`, and the service status's line through `statusNote`
 * (composed by the dashboard route).
 */
export function AttentionPanel({
  data,
  isLoading,
  renderPay,
  renderPayAll,
  statusNote,
}: {
  data: AllDataResponse | undefined;
  isLoading: boolean;
  renderPay: (invoice: InvoiceSummary, label: string) => ReactNode;
  renderPayAll: (unpaid: InvoiceSummary[]) => ReactNode;
  /** A line about an ongoing service problem, above the rest. */
  statusNote?: ReactNode;
}) {
  const { t } = useTranslation();
  const today = useBillingToday();
  const clientid = useSession()?.userid ?? null;
  const { seenUpTo, markSeen } = useAnnouncementsSeen(data, clientid);

  if (!data) {
    return isLoading ? (
      <SectionCard
        id="attention"
        title={t('dashboard.attention.title')}
        icon={<IconAlertCircle size={18} />}
      >
        <div className={classes.loading} data-testid="loading">
          <Skeleton height={16} width="60%" />
          <Skeleton height={12} width="40%" />
        </div>
      </SectionCard>
    ) : null;
  }

  const { items, unpaid, isPartial } = selectAttention(data, today, seenUpTo);

  return (
    <SectionCard
      id="attention"
      title={t('dashboard.attention.title')}
      icon={<IconAlertCircle size={18} />}
      count={items.length}
    >
      {statusNote}
      {items.length === 0 ? (
        <p className={classes.calm} data-testid="attention-calm">
          <span className={classes.icon} data-tone={isPartial ? 'info' : 'ok'}>
            <IconCircleCheck size={18} />
          </span>
          {isPartial
            ? t('dashboard.attention.partial')
            : t('dashboard.attention.allWell')}
        </p>
      ) : (
        <>
          {renderPayAll(unpaid)}
          <ul className={lists.divided}>
            {items.map((item) => (
              <AttentionRow
                key={attentionKey(item)}
                item={item}
                renderPay={renderPay}
                markSeen={markSeen}
              />
            ))}
          </ul>
        </>
      )}
    </SectionCard>
  );
}

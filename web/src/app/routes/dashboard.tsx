import { Button } from '@mantine/core';
import type { EnvResponse } from '@members/contract';
import { memo, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';

import { IconPlus } from '@/components/ui/icons/plus';
import { paths } from '@/config/paths';
import { AnnouncementsSection } from '@/features/announcements/components/announcements-section';
import { AttentionPanel } from '@/features/attention/components/attention-panel';
import { DashboardLayout } from '@/features/dashboard/components/dashboard-layout';
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';
import { useScrollToHash } from '@/features/dashboard/hooks/use-scroll-to-hash';
import { InvoicesSection } from '@/features/invoices/components/invoices-section';
import { PayAllButton } from '@/features/invoices/components/pay-all-button';
import { PayNowButton } from '@/features/invoices/components/pay-now-button';
import { LineStatusLine } from '@/features/line-status/components/line-status-line';
import { StatusAttentionSlot } from '@/features/service-status/components/lazy-status';
import { SubscriptionsSection } from '@/features/subscriptions/components/subscriptions-section';
import { TicketsSection } from '@/features/tickets/components/tickets-section';
import { useLocalePath } from '@/hooks/locale-context';
import { allDataSection } from '@/hooks/use-all-data-section';
import type { AllDataQuery } from '@/hooks/use-all-data-section';
import { Link } from '@/lib/router';
import { useAllData } from '@/stores/all-data';
import { useEnv } from '@/stores/env';

/** The dashboard's sections, from one all-data query result. */
const DashboardView = memo(function DashboardView({
  allData,
  env,
}: {
  allData: AllDataQuery;
  env: EnvResponse | undefined;
}) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const subscriptions = allDataSection(allData, 'subscriptionsData', t);
  const invoices = allDataSection(allData, 'invoicesData', t);
  const tickets = allDataSection(allData, 'ticketsData', t);
  const announcements = allDataSection(allData, 'announcementsData', t);
  return (
    <DashboardLayout
      overview={
        <DashboardOverview
          data={allData.data}
          isLoading={allData.isPending}
          providerName={env?.providerName}
        />
      }
      attention={
        <AttentionPanel
          data={allData.data}
          isLoading={allData.isPending}
          statusNote={<StatusAttentionSlot />}
          renderPay={(invoice, label) => (
            <PayNowButton
              invoiceid={invoice.invoiceid}
              size="xs"
              aria-label={label}
            />
          )}
          renderPayAll={(unpaid) => <PayAllButton invoices={unpaid} />}
        />
      }
      subscriptions={
        <SubscriptionsSection
          state={subscriptions}
          action={
            <Button
              component={Link}
              to={toPath(paths.order())}
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              data-testid="order-line"
            >
              {t('subscriptions.orderAnother')}
            </Button>
          }
          renderExtra={
            env?.linePanel
              ? (subscription) => <LineStatusLine subscription={subscription} />
              : undefined
          }
        />
      }
      main={<InvoicesSection state={invoices} />}
      aside={
        <>
          <TicketsSection state={tickets} />
          <AnnouncementsSection
            state={announcements}
            isEnabled={env?.announcementsVisible ?? false}
          />
        </>
      }
    />
  );
});

/** The dashboard: every section from the one `allData` query. */
export function Component() {
  const env = useEnv();
  // The answer renders as a transition: React draws the sections in slices
  // and the phone stays responsive (no long task when the data arrives).
  const allData = useDeferredValue(useAllData());
  useScrollToHash(!allData.isPending);
  return <DashboardView allData={allData} env={env.data} />;
}

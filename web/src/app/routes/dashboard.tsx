import { AnnouncementsSection } from '../../features/announcements/components/announcements-section';
import { useAllData } from '../../features/dashboard/api/get-all-data';
import { DashboardLayout } from '../../features/dashboard/components/dashboard-layout';
import { DashboardOverview } from '../../features/dashboard/components/dashboard-overview';
import { useAllDataSection } from '../../features/dashboard/hooks/use-all-data-section';
import { useScrollToHash } from '../../features/dashboard/hooks/use-scroll-to-hash';
import { useEnv } from '../../features/env/api/get-env';
import { InvoicesSection } from '../../features/invoices/components/invoices-section';
import { SubscriptionsSection } from '../../features/subscriptions/components/subscriptions-section';
import { TicketsSection } from '../../features/tickets/components/tickets-section';

/** The dashboard: every section from the one `allData` query. */
export function Component() {
  const env = useEnv();
  const allData = useAllData();
  const subscriptions = useAllDataSection(
    'subscriptionsData',
    (data) => data.subscriptionsData,
  );
  const invoices = useAllDataSection(
    'invoicesData',
    (data) => data.invoicesData,
  );
  const tickets = useAllDataSection('ticketsData', (data) => data.ticketsData);
  const announcements = useAllDataSection(
    'announcementsData',
    (data) => data.announcementsData,
  );
  useScrollToHash(!allData.isPending);

  return (
    <DashboardLayout
      overview={
        <DashboardOverview
          data={allData.data}
          isLoading={allData.isPending}
          providerName={env.data?.providerName}
        />
      }
      subscriptions={<SubscriptionsSection state={subscriptions} />}
      main={<InvoicesSection state={invoices} />}
      aside={
        <>
          <TicketsSection state={tickets} />
          <AnnouncementsSection
            state={announcements}
            isEnabled={env.data?.announcementsVisible ?? false}
          />
        </>
      }
    />
  );
}

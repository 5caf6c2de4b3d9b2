import { AnnouncementsSection } from '@/features/announcements/components/announcements-section';
import { DashboardLayout } from '@/features/dashboard/components/dashboard-layout';
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';
import { useScrollToHash } from '@/features/dashboard/hooks/use-scroll-to-hash';
import { InvoicesSection } from '@/features/invoices/components/invoices-section';
import { SubscriptionsSection } from '@/features/subscriptions/components/subscriptions-section';
import { TicketsSection } from '@/features/tickets/components/tickets-section';
import { useAllData } from '@/lib/all-data';
import { useEnv } from '@/lib/env';
import { useAllDataSection } from '@/lib/use-all-data-section';

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

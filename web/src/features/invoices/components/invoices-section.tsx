import { Skeleton, Stack } from '@mantine/core';
import type { InvoiceSummary } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { AsyncContent } from '@/components/ui/async-content';
import type { AsyncState } from '@/components/ui/async-content';
import { EmptyState } from '@/components/ui/empty-state';
import { IconReceipt } from '@/components/ui/icons/receipt';
import { SectionCard } from '@/components/ui/section-card';

import { CreditHistoryButton } from './credit-history-button';
import { InvoiceList } from './invoice-list';

function InvoicesSkeleton() {
  return (
    <Stack gap="md" p="md">
      <Skeleton height={20} width="40%" />
      <Skeleton height={36} />
      <Skeleton height={36} />
      <Skeleton height={36} />
    </Stack>
  );
}

/** The dashboard's invoices section (`#invoices`). */
export function InvoicesSection({
  state,
}: {
  state: AsyncState<InvoiceSummary[]>;
}) {
  const { t } = useTranslation();
  return (
    <SectionCard
      id="invoices"
      title={t('invoices.title')}
      icon={<IconReceipt size={18} />}
      count={state.errorMessage ? undefined : state.data?.length}
      action={<CreditHistoryButton />}
    >
      <AsyncContent
        state={state}
        skeleton={<InvoicesSkeleton />}
        isEmpty={(invoices) => invoices.length === 0}
        empty={
          <EmptyState
            icon={<IconReceipt size={22} />}
            title={t('invoices.empty.title')}
            description={t('invoices.empty.description')}
          />
        }
      >
        {(invoices) => <InvoiceList invoices={invoices} />}
      </AsyncContent>
    </SectionCard>
  );
}

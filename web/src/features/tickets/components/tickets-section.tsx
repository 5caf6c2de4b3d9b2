import { Button, Skeleton, Stack } from '@mantine/core';
import type { TicketSummary } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { AsyncContent } from '@/components/ui/async-content';
import type { AsyncState } from '@/components/ui/async-content';
import { EmptyState } from '@/components/ui/empty-state';
import { IconLifebuoy } from '@/components/ui/icons/lifebuoy';
import { IconPlus } from '@/components/ui/icons/plus';
import { SectionCard } from '@/components/ui/section-card';
import { paths } from '@/config/paths';
import { useLocalePath } from '@/hooks/locale-context';
import { Link } from '@/lib/router';

import { TicketList } from './ticket-list';

function TicketsSkeleton() {
  return (
    <Stack gap="lg" p="md">
      {[0, 1, 2].map((index) => (
        <Stack key={index} gap={6}>
          <Skeleton height={16} width="75%" />
          <Skeleton height={12} width="45%" />
        </Stack>
      ))}
    </Stack>
  );
}

/** The dashboard's tickets section (`#tickets`) with the open-ticket button. */
export function TicketsSection({
  state,
}: {
  state: AsyncState<TicketSummary[]>;
}) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  return (
    <SectionCard
      id="tickets"
      title={t('tickets.title')}
      icon={<IconLifebuoy size={18} />}
      count={state.errorMessage ? undefined : state.data?.length}
      action={
        <Button
          component={Link}
          to={toPath(paths.openTicket())}
          size="sm"
          leftSection={<IconPlus size={16} />}
        >
          {t('tickets.openTicket')}
        </Button>
      }
    >
      <AsyncContent
        state={state}
        skeleton={<TicketsSkeleton />}
        isEmpty={(tickets) => tickets.length === 0}
        empty={
          <EmptyState
            icon={<IconLifebuoy size={22} />}
            title={t('tickets.empty.title')}
            description={t('tickets.empty.description')}
          />
        }
      >
        {(tickets) => <TicketList tickets={tickets} />}
      </AsyncContent>
    </SectionCard>
  );
}

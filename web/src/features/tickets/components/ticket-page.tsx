import { Paper, Skeleton, Stack } from '@mantine/core';
import type { Ticket } from '@members/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '@/components/ui/error-state';
import { NotFoundState } from '@/components/ui/not-found-state';
import { BackLink } from '@/components/ui/page-header';
import { ApiError, errorKey } from '@/lib/api-client';
import { useLocalePath } from '@/lib/locale-context';

import { useTicket } from '../api/get-ticket';

import { TicketDetail } from './ticket-detail';

function TicketSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" data-testid="loading">
      <Skeleton height={36} width="60%" />
      <Skeleton height={140} radius="lg" />
      <Skeleton height={140} radius="lg" />
    </Stack>
  );
}

/** The ticket page: the thread, or a not-found state for a bad or unknown id. */
export function TicketPage({
  ticketid,
  renderActions,
  renderFooter,
}: {
  ticketid: number | null;
  renderActions?: (ticket: Ticket) => ReactNode;
  renderFooter?: (ticket: Ticket) => ReactNode;
}) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const query = useTicket(ticketid);
  const back = toPath('/#tickets');
  const isNotFound =
    ticketid === null ||
    (query.error instanceof ApiError && query.error.code === 'NOT_FOUND');

  let content: ReactNode;
  if (isNotFound) {
    content = (
      <NotFoundState
        title={t('tickets.notFound.title')}
        description={t('tickets.notFound.description')}
        backTo={back}
        backLabel={t('tickets.back')}
      />
    );
  } else if (query.isError) {
    content = (
      <Paper withBorder radius="lg">
        <ErrorState
          message={t(errorKey(query.error))}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      </Paper>
    );
  } else if (!query.data) {
    content = <TicketSkeleton />;
  } else {
    content = (
      <TicketDetail
        ticket={query.data}
        actions={renderActions?.(query.data)}
        footer={renderFooter?.(query.data)}
      />
    );
  }

  return (
    <>
      {!isNotFound && <BackLink to={back}>{t('tickets.back')}</BackLink>}
      {content}
    </>
  );
}

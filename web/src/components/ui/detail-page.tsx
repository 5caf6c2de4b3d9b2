import { Paper, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError, errorKey } from '@/lib/api-client';

import type { AsyncState } from './async-content';
import { ErrorState } from './error-state';
import { NotFoundState } from './not-found-state';
import { BackLink } from './page-header';

/**
 * One record's query as a detail page shows it: `data` is null when the
 * server does not know the record (or it is not the customer's).
 */
export function useRecordState<T>(
  query: UseQueryResult<T>,
): AsyncState<T | null> {
  const { t } = useTranslation();
  const isNotFound =
    query.error instanceof ApiError && query.error.code === 'NOT_FOUND';
  let errorMessage: string | null = null;
  if (query.isError && !isNotFound) {
    errorMessage = t(errorKey(query.error));
  }
  return {
    data: isNotFound ? null : query.data,
    isLoading: query.isPending,
    errorMessage,
    onRetry: () => {
      void query.refetch();
    },
    isRetrying: query.isFetching,
  };
}

/**
 * The frame of a detail page (an invoice, a ticket, a subscription): a link
 * back to its list, then the record; a not-found state for a bad id or a
 * record the customer does not have, an error with retry, or skeletons
 * shaped like the page while it loads.
 */
export function DetailPage<T>({
  id,
  state,
  back,
  notFound,
  skeleton,
  children,
}: {
  /** The record's id from the URL, null when it is missing or not an id. */
  id: number | null;
  state: AsyncState<T | null>;
  back: { to: string; label: string };
  notFound: { title: string; description: string };
  /** The loading page: the title's width, then the height of each block. */
  skeleton: { titleWidth: string; blocks: number[] };
  children: (record: T) => ReactNode;
}) {
  const isNotFound =
    id === null || (!state.errorMessage && state.data === null);

  let content: ReactNode;
  if (isNotFound) {
    content = (
      <NotFoundState
        title={notFound.title}
        description={notFound.description}
        backTo={back.to}
        backLabel={back.label}
      />
    );
  } else if (state.errorMessage) {
    content = (
      <Paper withBorder radius="lg">
        <ErrorState
          message={state.errorMessage}
          onRetry={state.onRetry}
          isRetrying={state.isRetrying}
        />
      </Paper>
    );
  } else if (state.data === undefined || state.data === null) {
    content = (
      <Stack gap="lg" aria-busy="true" data-testid="loading">
        <Skeleton height={36} width={skeleton.titleWidth} />
        {skeleton.blocks.map((height, index) => (
          <Skeleton key={index} height={height} radius="lg" />
        ))}
      </Stack>
    );
  } else {
    content = children(state.data);
  }

  return (
    <>
      {!isNotFound && <BackLink to={back.to}>{back.label}</BackLink>}
      {content}
    </>
  );
}

import { Paper, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '@/components/ui/error-state';
import { NotFoundState } from '@/components/ui/not-found-state';
import { BackLink } from '@/components/ui/page-header';
import { ApiError, errorKey } from '@/lib/api-client';
import { useLocalePath } from '@/lib/locale-context';

import { useInvoice } from '../api/get-invoice';
import { useFreshInvoice } from '../hooks/use-fresh-invoice';

import { InvoiceActions, PayBar } from './invoice-actions';
import { InvoiceDetail } from './invoice-detail';

function InvoiceSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" data-testid="loading">
      <Skeleton height={36} width="45%" />
      <Skeleton height={72} radius="lg" />
      <Skeleton height={280} radius="lg" />
    </Stack>
  );
}

/**
 * The invoice page: the invoice with its PDF and, while unpaid, Pay now (in
 * a bar at the bottom on phones); or a not-found state for a bad id or one
 * the server does not know (or that is not the customer's).
 */
export function InvoicePage({ invoiceid }: { invoiceid: number | null }) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const query = useInvoice(invoiceid);
  useFreshInvoice(query.data);
  const back = toPath('/#invoices');
  const isNotFound =
    invoiceid === null ||
    (query.error instanceof ApiError && query.error.code === 'NOT_FOUND');

  let content: ReactNode;
  if (isNotFound) {
    content = (
      <NotFoundState
        title={t('invoices.notFound.title')}
        description={t('invoices.notFound.description')}
        backTo={back}
        backLabel={t('invoices.back')}
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
    content = <InvoiceSkeleton />;
  } else {
    content = (
      <>
        <InvoiceDetail
          invoice={query.data}
          actions={<InvoiceActions invoice={query.data} />}
        />
        <PayBar invoice={query.data} />
      </>
    );
  }

  return (
    <>
      {!isNotFound && <BackLink to={back}>{t('invoices.back')}</BackLink>}
      {content}
    </>
  );
}

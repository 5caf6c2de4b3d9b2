import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { errorKey } from '@/lib/api-client';

import { usePayMethods } from '../api/payments';

import { AutoPayCard } from './auto-pay-card';
import { PayMethodsSection } from './pay-methods-section';

/** The methods and automatic charging, once they are read. */
function PaymentSections() {
  const { t } = useTranslation();
  const payMethods = usePayMethods();
  if (payMethods.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" data-testid="loading">
        <Skeleton height={80} radius="md" />
        <Skeleton height={80} radius="md" />
        <Skeleton height={100} radius="md" />
      </Stack>
    );
  }
  if (payMethods.isError) {
    return (
      <ErrorState
        message={t(errorKey(payMethods.error))}
        onRetry={() => void payMethods.refetch()}
        isRetrying={payMethods.isFetching}
      />
    );
  }
  const { methods, autoPay } = payMethods.data;
  return (
    <>
      <PayMethodsSection methods={methods} />
      <AutoPayCard enabled={autoPay} hasCard={methods.length > 0} />
    </>
  );
}

/**
 * `/payment`: the stored payment methods (cards are added on the billing
 * system's own page), the default the billing system charges, and
 * automatic payment.
 */
export function PaymentPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('payment.title')} subtitle={t('payment.subtitle')} />
      <PaymentSections />
    </Stack>
  );
}

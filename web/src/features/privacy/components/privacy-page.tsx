import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { errorKey } from '@/lib/api-client';

import { usePrivacy } from '../api/privacy';

import { ErasureCard } from './erasure-card';
import { ExportCard } from './export-card';
import { MarketingCard } from './marketing-card';

/** The three sections, once the privacy state is read. */
function PrivacySections() {
  const { t } = useTranslation();
  const privacy = usePrivacy();
  if (privacy.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" data-testid="loading">
        <Skeleton height={160} radius="md" />
        <Skeleton height={120} radius="md" />
        <Skeleton height={80} radius="md" />
      </Stack>
    );
  }
  if (privacy.isError) {
    return (
      <ErrorState
        message={t(errorKey(privacy.error))}
        onRetry={() => void privacy.refetch()}
        isRetrying={privacy.isFetching}
      />
    );
  }
  return (
    <>
      <ExportCard exportsLeft={privacy.data.exportsLeft} />
      <ErasureCard request={privacy.data.erasureRequest} />
      <MarketingCard optIn={privacy.data.marketingOptIn} />
    </>
  );
}

/**
 * `/privacy` ("Your data"): the data export (GDPR Art. 15 and 20), the
 * erasure request (Art. 17) and the marketing consent.
 */
export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('privacy.title')} subtitle={t('privacy.subtitle')} />
      <PrivacySections />
    </Stack>
  );
}

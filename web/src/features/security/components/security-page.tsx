import { Alert, Anchor, Skeleton, Stack } from '@mantine/core';
import { PAGES, SUGGEST_SECOND_FACTOR } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '@/components/ui/error-state';
import { IconDevices } from '@/components/ui/icons/devices';
import { IconInfo } from '@/components/ui/icons/info';
import { PageHeader } from '@/components/ui/page-header';
import { useLocalePath } from '@/hooks/locale-context';
import { errorKey } from '@/lib/api-client';
import { Link, useSearchParams } from '@/lib/router';

import { useSecurity } from '../api/security';

import { PasskeysCard } from './passkeys-card';
import { PushCard } from './push-card';
import { SignInHistoryCard } from './sign-in-history-card';
import { TotpCard } from './totp-card';

/** The sections, once the factors are read; a note when the site has none set up. */
function SecuritySections() {
  const { t } = useTranslation();
  const security = useSecurity();
  const [searchParams] = useSearchParams();
  const [suggestKey, suggestValue] = SUGGEST_SECOND_FACTOR.split('=');
  const isSuggested = searchParams.get(suggestKey ?? '') === suggestValue;
  if (security.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" data-testid="loading">
        <Skeleton height={120} radius="md" />
        <Skeleton height={120} radius="md" />
      </Stack>
    );
  }
  if (security.isError) {
    return (
      <ErrorState
        message={t(errorKey(security.error))}
        onRetry={() => void security.refetch()}
        isRetrying={security.isFetching}
      />
    );
  }
  if (!security.data.available) {
    return (
      <Alert
        color="gray"
        variant="light"
        icon={<IconInfo size={18} />}
        data-testid="security-unavailable"
      >
        {t('security.unavailable')}
      </Alert>
    );
  }
  const hasFactor =
    security.data.totp.enabled || security.data.passkeys.length > 0;
  return (
    <>
      {isSuggested && !hasFactor && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconInfo size={18} />}
          title={t('security.suggest.title')}
          data-testid="security-suggestion"
        >
          {t('security.suggest.text')}
        </Alert>
      )}
      <PasskeysCard passkeys={security.data.passkeys} />
      <TotpCard security={security.data} />
      <SignInHistoryCard />
    </>
  );
}

/**
 * `/security`: how the customer signs in (passkeys), the authenticator app
 * as a second step with its recovery codes, push reminders on this device,
 * and the last sign-ins.
 */
export function SecurityPage() {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('security.title')}
        subtitle={t('security.subtitle')}
      />
      <SecuritySections />
      <PushCard />
      <Anchor
        component={Link}
        to={toPath(PAGES.devices)}
        size="sm"
        data-testid="devices-link"
      >
        <IconDevices size={16} style={{ verticalAlign: 'text-bottom' }} />{' '}
        {t('security.devicesLink')}
      </Anchor>
    </Stack>
  );
}

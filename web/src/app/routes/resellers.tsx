import type { Reseller } from '@members/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ResellerPage } from '@/features/reseller/components/reseller-page';
import { SubscriptionsSection } from '@/features/subscriptions/components/subscriptions-section';
import { useAllDataSection } from '@/hooks/use-all-data-section';
import { setAllDataSection } from '@/stores/all-data';

/** `/resellers` (resellers only): the redirect URL and the reseller's services. */
export function Component() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const reseller = useAllDataSection('resellerData');
  const subscriptions = useAllDataSection('subscriptionsData');

  function handleRedirectSaved(next: Reseller) {
    setAllDataSection(queryClient, 'resellerData', next);
  }

  return (
    <ResellerPage state={reseller} onRedirectSaved={handleRedirectSaved}>
      <SubscriptionsSection
        id="reseller-services"
        title={t('reseller.services')}
        state={subscriptions}
      />
    </ResellerPage>
  );
}

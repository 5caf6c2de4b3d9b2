import { useTranslation } from 'react-i18next';

import { useAllDataSection } from '../../features/dashboard/hooks/use-all-data-section';
import { ResellerPage } from '../../features/reseller/components/reseller-page';
import { SubscriptionsSection } from '../../features/subscriptions/components/subscriptions-section';

/** `/resellers` (resellers only): the redirect URL and the reseller's services. */
export function Component() {
  const { t } = useTranslation();
  const reseller = useAllDataSection(
    'resellerData',
    (data) => data.resellerData,
  );
  const subscriptions = useAllDataSection(
    'subscriptionsData',
    (data) => data.subscriptionsData,
  );
  return (
    <ResellerPage state={reseller}>
      <SubscriptionsSection
        id="reseller-services"
        title={t('reseller.services')}
        state={subscriptions}
      />
    </ResellerPage>
  );
}

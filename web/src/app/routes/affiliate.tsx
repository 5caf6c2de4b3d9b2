import { AffiliatePage } from '../../features/affiliate/components/affiliate-page';
import { useAllDataSection } from '../../features/dashboard/hooks/use-all-data-section';
import { useEnv } from '../../features/env/api/get-env';

/** `/affiliate` (affiliates only): figures and referral links. */
export function Component() {
  const env = useEnv();
  const state = useAllDataSection(
    'affiliateData',
    (data) => data.affiliateData,
  );
  return (
    <AffiliatePage state={state} affiliateUrls={env.data?.affiliateUrls} />
  );
}

import { AffiliatePage } from '@/features/affiliate/components/affiliate-page';
import { useAllDataSection } from '@/hooks/use-all-data-section';
import { useEnv } from '@/stores/env';

/** `/affiliate` (affiliates only): figures and referral links. */
export function Component() {
  const env = useEnv();
  const state = useAllDataSection('affiliateData');
  return (
    <AffiliatePage state={state} affiliateUrls={env.data?.affiliateUrls} />
  );
}

import { AffiliatePage } from '@/features/affiliate/components/affiliate-page';
import { useEnv } from '@/lib/env';
import { useAllDataSection } from '@/lib/use-all-data-section';

/** `/affiliate` (affiliates only): figures and referral links. */
export function Component() {
  const env = useEnv();
  const state = useAllDataSection('affiliateData');
  return (
    <AffiliatePage state={state} affiliateUrls={env.data?.affiliateUrls} />
  );
}

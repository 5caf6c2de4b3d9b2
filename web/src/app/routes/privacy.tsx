import { PrivacyPage } from '@/features/privacy/components/privacy-page';

/** `/privacy` ("Your data"): the data export, the erasure request and the marketing consent. */
export function Component() {
  return <PrivacyPage />;
}

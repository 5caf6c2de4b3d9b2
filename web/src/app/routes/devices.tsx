import { DevicesPage } from '@/features/devices/components/devices-page';

/** `/devices`: the customer's sessions, to end the ones they do not know. */
export function Component() {
  return <DevicesPage />;
}

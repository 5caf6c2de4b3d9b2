import { StatusPage } from '@/features/service-status/components/status-page';

/** `/status`: the service status (WHMCS's network issues). */
export function Component() {
  return <StatusPage />;
}

import { recordAlertVisit } from '../../domain/alerts.js';
import type { AlertDeps } from '../../domain/alerts.js';
import type { RouteCall } from '../../http/define-route.js';

/** `sendAlert`: writes the visit a WHMCS e-mail link announces to the client's activity log. */
export async function sendAlert(
  deps: AlertDeps,
  { input, meta }: Pick<RouteCall<'sendAlert'>, 'input' | 'meta'>,
): Promise<Record<string, never>> {
  await recordAlertVisit(deps, { ...input, ip: meta.ip });
  return {};
}

import { recordAlertVisit } from '../../domain/alerts.js';
import type { AlertDeps, AlertVisit } from '../../domain/alerts.js';

/** What the alert use case needs. */
export type { AlertDeps };

/** `sendAlert`: a WHMCS entry link announces a visit. */
export async function sendAlert(
  deps: AlertDeps,
  visit: AlertVisit,
): Promise<Record<string, never>> {
  await recordAlertVisit(deps, visit);
  return {};
}

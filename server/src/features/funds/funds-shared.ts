import type { AddFundsLimits } from '@members/contract';
import { toCents } from '@members/contract';

import type { ServerDeps } from '../../http/feature.js';
import { moneySchema } from '../../whmcs/normalise.js';

/** What the funds use cases need. */
export type FundsDeps = Pick<ServerDeps, 'whmcs' | 'config' | 'cache' | 'now'>;

/** WHMCS's General Settings → Credit, by their names. */
const SETTINGS = [
  'AddFundsEnabled',
  'AddFundsMinimum',
  'AddFundsMaximum',
  'AddFundsMaximumBalance',
] as const;

/** A setting's amount as money text; an empty or odd value reads as 0.00. */
function readAmount(value: string): string {
  const parsed = moneySchema.safeParse(value.trim() === '' ? '0' : value);
  return parsed.success ? parsed.data : '0.00';
}

/** WHMCS's "on" (a checkbox setting): `on`, `1`, `true` or `yes`. */
function readFlag(value: string): boolean {
  return ['on', '1', 'true', 'yes'].includes(value.trim().toLowerCase());
}

/**
 * What WHMCS allows when adding funds, for a client holding `balance`:
 * enabled, and the balance below the maximum balance (0.00 means no cap, as
 * WHMCS skips the check when it is not set).
 */
export async function loadAddFundsLimits(
  deps: FundsDeps,
  balance: string,
): Promise<AddFundsLimits> {
  const [enabled, minimum, maximum, maximumBalance] = await Promise.all(
    SETTINGS.map(
      async (setting) =>
        (await deps.whmcs.getConfigurationValue({ setting })).value,
    ),
  );
  const cap = readAmount(maximumBalance ?? '');
  const isOn = readFlag(enabled ?? '');
  const belowCap = toCents(cap) === 0 || toCents(balance) < toCents(cap);
  return {
    enabled: isOn,
    minimum: readAmount(minimum ?? ''),
    maximum: readAmount(maximum ?? ''),
    maximumBalance: cap,
    canAdd: isOn && belowCap,
  };
}

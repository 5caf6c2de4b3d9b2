import { MIN_WHMCS_VERSION } from '../../whmcs/index.js';
import type { WhmcsActionName } from '../../whmcs/index.js';

import type { ProbeOutcome } from './action-probes.js';
import { checkResult } from './check.js';
import type { CheckResult } from './check.js';

const API_ROLES_PATH =
  'WHMCS → System Settings → API Roles (older WHMCS: Setup → Staff Management → Manage API Credentials → API Roles)';

/** The API role lines, from one harmless call per action the server uses. */
export function describeRole(
  outcomes: ReadonlyMap<WhmcsActionName, ProbeOutcome>,
  isEmbedded: boolean,
): CheckResult[] {
  const title = 'WHMCS API role';
  const denied: WhmcsActionName[] = [];
  const missing: WhmcsActionName[] = [];
  const unknown: [WhmcsActionName, string][] = [];
  const skipped: [WhmcsActionName, string][] = [];
  for (const [action, outcome] of outcomes) {
    if (outcome.kind === 'denied') {
      denied.push(action);
    } else if (outcome.kind === 'missing') {
      missing.push(action);
    } else if (outcome.kind === 'unknown') {
      unknown.push([action, outcome.reason]);
    } else if (outcome.kind === 'skipped') {
      skipped.push([action, outcome.reason]);
    }
  }
  const called = outcomes.size - skipped.length;
  const problems = [
    denied.length > 0
      ? `the credential's API role does not allow ${denied.length} of the ${outcomes.size} actions the server uses: ${denied.join(', ')}. Fix: tick ${denied.length === 1 ? 'it' : 'them'} in ${API_ROLES_PATH}, in the role of the credential WHMCS_IDENTIFIER uses.`
      : '',
    missing.length > 0
      ? `WHMCS does not know ${missing.join(', ')} ("Command Not Found"). Fix: upgrade WHMCS to ${MIN_WHMCS_VERSION} or newer.`
      : '',
    unknown.length > 0
      ? `Could not check ${unknown.map(([action]) => action).join(', ')} (${unknown[0]?.[1] ?? ''}).`
      : '',
  ].filter(Boolean);
  const results: CheckResult[] = [];
  if (problems.length > 0) {
    results.push(
      checkResult(
        denied.length > 0 || missing.length > 0 ? 'FAIL' : 'warn',
        title,
        problems.join(' '),
      ),
    );
  } else if (isEmbedded) {
    results.push(
      checkResult(
        'ok',
        title,
        `the embedded emulator has no API roles; all ${called} harmless calls were answered`,
      ),
    );
  } else {
    results.push(
      checkResult(
        'ok',
        title,
        `allows all ${called} actions the server uses that can be called harmlessly`,
      ),
    );
  }
  // The embedded emulator has no roles to tick, so nothing is left to check there.
  if (!isEmbedded) {
    for (const [action, reason] of skipped) {
      results.push(
        checkResult(
          'warn',
          `WHMCS API role, ${action}`,
          `not checked: ${reason}. Make sure ${action} is ticked in the API role too: the server uses it.`,
        ),
      );
    }
  }
  return results;
}

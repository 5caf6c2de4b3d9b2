import type { Config } from '../../config.js';
import { createWhmcsClient } from '../../whmcs/index.js';
import type { WhmcsClient, WhmcsDetailsReply } from '../../whmcs/index.js';

import { classifyProbe, probeAllActions } from './action-probes.js';
import { checkChannelReportDepartmentSafely } from './channel-report-check.js';
import { checkResult, describeError } from './check.js';
import type { CheckResult } from './check.js';
import { checkSecurityFieldSafely } from './security-field-check.js';
import {
  describeCredentialRefusal,
  describeReach,
} from './whmcs-reach-checks.js';
import { describeRole } from './whmcs-role-check.js';
import { checkSettings } from './whmcs-setting-checks.js';
import { describeVersion } from './whmcs-version-check.js';

/** What the WHMCS checks need: the server's settings and the URL to check. */
export interface WhmcsCheckOptions {
  readonly config: Config;
  /** The WHMCS base URL: `WHMCS_URL`, or the embedded emulator's. */
  readonly url: string;
  /** The embedded emulator of the demo (no `WHMCS_URL`): it has no API roles. */
  readonly isEmbedded: boolean;
}

/**
 * Every WHMCS check, in order: reachable, credentials, version, the API role
 * (one harmless call per action), then the settings that name WHMCS records
 * and the security field.
 * Once WHMCS cannot be reached or refuses the credential, the rest is left out
 * and one line says so.
 */
export async function checkWhmcs(
  options: WhmcsCheckOptions,
): Promise<CheckResult[]> {
  const { config, url, isEmbedded } = options;
  let whmcs: WhmcsClient;
  try {
    whmcs = createWhmcsClient({
      url,
      identifier: config.whmcs.identifier,
      secret: config.whmcs.secret,
      accessKey: config.whmcs.accessKey,
      timeoutMs: config.whmcs.timeoutMs,
    });
  } catch (error) {
    return [
      checkResult(
        'FAIL',
        'WHMCS reachable',
        `${describeError(error)}. Fix: WHMCS_URL must be the http(s) address of the WHMCS root.`,
      ),
    ];
  }
  const where = isEmbedded
    ? `the embedded emulator at ${whmcs.endpoint}`
    : whmcs.endpoint;
  const startedAt = performance.now();
  let details: WhmcsDetailsReply | null = null;
  let detailsError: unknown = null;
  try {
    details = await whmcs.whmcsDetails();
  } catch (error) {
    detailsError = error;
  }
  const elapsedMs = Math.round(performance.now() - startedAt);
  const notChecked = checkResult(
    'warn',
    'WHMCS settings',
    'not checked until the line above is fixed: version, API role, custom fields, client groups, departments, the security field.',
  );
  const unreachable = describeReach(
    detailsError,
    whmcs.endpoint,
    config.whmcs.timeoutMs,
  );
  if (unreachable !== null) {
    return [
      checkResult('FAIL', 'WHMCS reachable', `${where}: ${unreachable}`),
      notChecked,
    ];
  }
  const results = [
    checkResult(
      'ok',
      'WHMCS reachable',
      `${where} answered in ${elapsedMs} ms`,
    ),
  ];
  const refusal = describeCredentialRefusal(detailsError);
  if (refusal !== null) {
    return [
      ...results,
      checkResult('FAIL', 'WHMCS credentials', refusal),
      notChecked,
    ];
  }
  results.push(checkResult('ok', 'WHMCS credentials', 'accepted'));
  results.push(describeVersion(details, detailsError));
  const outcomes = await probeAllActions(whmcs, {
    WhmcsDetails: classifyProbe(detailsError),
  });
  results.push(...describeRole(outcomes, isEmbedded));
  results.push(...(await checkSettings(whmcs, config)));
  results.push(await checkChannelReportDepartmentSafely(whmcs, config));
  results.push(await checkSecurityFieldSafely(whmcs, config));
  return results;
}

import {
  compareWhmcsVersions,
  MIN_WHMCS_VERSION,
  parseWhmcsVersion,
  WHMCS_MESSAGES,
  WhmcsError,
} from '../../whmcs/index.js';
import type { WhmcsDetailsReply } from '../../whmcs/index.js';

import { classifyProbe } from './action-probes.js';
import { checkResult, describeError } from './check.js';
import type { CheckResult } from './check.js';

/** The WHMCS version line, from the WhmcsDetails reply or the error it gave. */
export function describeVersion(
  reply: WhmcsDetailsReply | null,
  error: unknown,
): CheckResult {
  const title = 'WHMCS version';
  if (reply === null) {
    if (classifyProbe(error).kind === 'denied') {
      return checkResult(
        'warn',
        title,
        'unknown: the API role does not allow WhmcsDetails (see the API role line).',
      );
    }
    if (
      error instanceof WhmcsError &&
      error.matches(WHMCS_MESSAGES.commandNotFound)
    ) {
      return checkResult(
        'FAIL',
        title,
        `WHMCS does not know WhmcsDetails ("Command Not Found"), which every WHMCS since 8.0 has, so it is older than ${MIN_WHMCS_VERSION}, the oldest the server supports. Fix: upgrade WHMCS.`,
      );
    }
    return checkResult(
      'warn',
      title,
      `could not read it (${describeError(error)}); the server needs WHMCS ${MIN_WHMCS_VERSION} or newer.`,
    );
  }
  const { version, canonicalversion } = reply.whmcs;
  const parsed =
    parseWhmcsVersion(canonicalversion) ?? parseWhmcsVersion(version);
  const shown =
    canonicalversion && canonicalversion !== version
      ? `${version} (${canonicalversion})`
      : version;
  if (!parsed) {
    return checkResult(
      'warn',
      title,
      `WhmcsDetails answered "${shown}", which is not a version the doctor can read; the server needs ${MIN_WHMCS_VERSION} or newer.`,
    );
  }
  if (compareWhmcsVersions(parsed, MIN_WHMCS_VERSION) < 0) {
    return checkResult(
      'FAIL',
      title,
      `WHMCS ${shown} is older than ${MIN_WHMCS_VERSION}, the oldest the server supports. Fix: upgrade WHMCS.`,
    );
  }
  return checkResult(
    'ok',
    title,
    `${shown}, supported (${MIN_WHMCS_VERSION} or newer)`,
  );
}

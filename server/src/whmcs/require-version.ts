import type { WhmcsClient, WhmcsLogger } from './client.js';
import { WHMCS_MESSAGES, WhmcsError } from './errors.js';
import {
  isSupportedWhmcsVersion,
  MIN_WHMCS_VERSION,
  parseWhmcsVersion,
} from './version.js';

/** WHMCS is older than the oldest version the members area supports. */
export class UnsupportedWhmcsError extends Error {
  readonly found: string;

  constructor(found: string) {
    super(
      `WHMCS ${found} is older than ${MIN_WHMCS_VERSION}, the oldest version the members area supports. ` +
        `Upgrade WHMCS (docs/whmcs-compatibility.md lists what needs which version), then start again.`,
    );
    this.name = 'UnsupportedWhmcsError';
    this.found = found;
  }
}

/**
 * Asks WHMCS its version (`WhmcsDetails`) at start-up and throws
 * {@link UnsupportedWhmcsError} below {@link MIN_WHMCS_VERSION}. When the
 * version cannot be known (WHMCS unreachable, the API role lacks the action,
 * an odd answer) it warns and lets the server start: readiness and
 * `npm run doctor` report the rest. Returns the version found, or null.
 */
export async function requireSupportedWhmcs(
  whmcs: Pick<WhmcsClient, 'whmcsDetails'>,
  logger: Pick<WhmcsLogger, 'warn'> & {
    info(details: Record<string, unknown>, message: string): void;
  },
): Promise<string | null> {
  let reply;
  try {
    reply = await whmcs.whmcsDetails();
  } catch (error) {
    // WhmcsDetails arrived in WHMCS 8.0: an install that does not know it is older.
    if (
      error instanceof WhmcsError &&
      error.matches(WHMCS_MESSAGES.commandNotFound)
    ) {
      throw new UnsupportedWhmcsError(
        'older than 8.0 (it does not know WhmcsDetails)',
      );
    }
    logger.warn(
      {
        error: error instanceof Error ? error.message : String(error),
        ...(error instanceof WhmcsError && error.isAccessDenied()
          ? { fix: 'allow WhmcsDetails in the API role of the credential' }
          : {}),
      },
      'could not ask WHMCS its version; run `npm run doctor` to check the set-up',
    );
    return null;
  }
  const found = reply.whmcs.canonicalversion || reply.whmcs.version;
  const version =
    parseWhmcsVersion(found) ?? parseWhmcsVersion(reply.whmcs.version);
  if (!version) {
    logger.warn({ version: found }, 'WHMCS reported a version we cannot read');
    return null;
  }
  if (!isSupportedWhmcsVersion(version)) {
    throw new UnsupportedWhmcsError(reply.whmcs.version);
  }
  logger.info({ version: reply.whmcs.version }, 'WHMCS version');
  return reply.whmcs.version;
}

import type { LineStatusResponse } from '@members/contract';

import { loadOwnLine, panelAppError } from '../../domain/own-line.js';
import type { RouteCall } from '../../http/define-route.js';
import type { ServerDeps } from '../../http/feature.js';
import type { PanelLine } from '../../panel/index.js';
import { panelLineKey } from '../../stores/panel-line-cache.js';

/** What the line status needs. */
export type LineStatusDeps = Pick<
  ServerDeps,
  'whmcs' | 'config' | 'cache' | 'linePanel' | 'logger' | 'now'
>;

function toInstant(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}

/** The panel's line as the contract answers it. */
function presentLine(
  line: PanelLine,
  nowMs: number,
): Omit<LineStatusResponse, 'error'> {
  return {
    status: line.status,
    expiresAt: line.expDate === null ? null : toInstant(line.expDate),
    isTrial: line.isTrial,
    activeConnections: line.activeConnections,
    maxConnections: line.maxConnections,
    outputFormats: line.outputFormats,
    // The panel's own clock: days left count from it, not from ours. A panel
    // that sends none is read at our time.
    checkedAt: toInstant(line.timestampNow ?? Math.floor(nowMs / 1000)),
  };
}

/**
 * `lineStatus`: the session's own Active service as its IPTV panel sees it,
 * read with the line's credentials from WHMCS (so a password reset is read
 * with the new one at once: the cache key holds it). Another client's
 * service, an unknown one and one that is not Active answer 404, as no
 * panel known does. Panel reads are polite (`PanelLineCache`): kept a short
 * time, shared, one call at a time per line, backed off after a refusal or
 * a failure.
 */
export async function getLineStatus(
  deps: LineStatusDeps,
  { identity, input }: Pick<RouteCall<'lineStatus'>, 'identity' | 'input'>,
): Promise<Omit<LineStatusResponse, 'error'>> {
  const line = await loadOwnLine(deps, identity, input.serviceid);
  try {
    const answer = await deps.linePanel.cache.read(
      panelLineKey(line.panelUrl, line.username, line.password),
      () =>
        deps.linePanel.client.readLine(
          line.panelUrl,
          line.username,
          line.password,
        ),
    );
    return presentLine(answer, deps.now());
  } catch (error) {
    throw panelAppError(deps, line, error);
  }
}

import type { FastifyBaseLogger } from 'fastify';

import { AppError } from '../lib/app-error.js';
import { PanelRefusedError, PanelUnavailableError } from '../panel/index.js';

import type { DomainContext } from './context.js';
import { isLinePanelOn, panelUrlFor } from './line-panel.js';
import type { LinePanel } from './line-panel.js';
import { lineCredentialsOf, loadOwnActiveService } from './subscriptions.js';

/** What reading a line from its IPTV panel needs (line status, channels). */
export type OwnLineDeps = DomainContext & {
  linePanel: LinePanel;
  logger: FastifyBaseLogger;
  now: () => number;
};

/** The session's own Active line and where its panel is. */
export interface OwnLine {
  serviceId: number;
  panelUrl: string;
  username: string;
  password: string;
}

/**
 * The session's own Active line, with its credentials from WHMCS (never an
 * admin key). Another client's service, an unknown one and one that is not
 * Active answer 404; so does a line no panel serves.
 */
export async function loadOwnLine(
  deps: OwnLineDeps,
  identity: { clientId: number },
  serviceId: number,
): Promise<OwnLine> {
  if (!isLinePanelOn(deps.config)) {
    throw new AppError('NOT_FOUND', 'No IPTV panel is configured');
  }
  const service = await loadOwnActiveService(
    deps,
    identity.clientId,
    serviceId,
  );
  const panelUrl = panelUrlFor(deps, service.pid);
  if (!panelUrl) {
    throw new AppError('NOT_FOUND', 'No IPTV panel serves this line');
  }
  const { username, password } = lineCredentialsOf(deps, service);
  if (username === '' || password === '') {
    throw new AppError('PANEL_REFUSED', 'This line has no credentials');
  }
  return { serviceId: service.id, panelUrl, username, password };
}

/** A panel's refusal or failure as the API answers it; other errors pass. */
export function panelAppError(
  deps: Pick<OwnLineDeps, 'logger'>,
  line: OwnLine,
  error: unknown,
): unknown {
  if (error instanceof PanelRefusedError) {
    deps.logger.warn(
      { serviceId: line.serviceId },
      'the IPTV panel refused a line’s credentials',
    );
    return new AppError('PANEL_REFUSED', error.message);
  }
  if (error instanceof PanelUnavailableError) {
    deps.logger.warn(
      { serviceId: line.serviceId, reason: error.message },
      'the IPTV panel could not be read',
    );
    return new AppError('PANEL_UNAVAILABLE', error.message);
  }
  return error;
}

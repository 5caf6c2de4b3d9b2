/** The IPTV panel client: the Xtream Codes player API, read with a line's own credentials. */
export { isAuthorised, panelLoginAnswerSchema, toPanelLine } from './answer.js';
export type { PanelLine } from './answer.js';
export { createPanelClient, DEFAULT_PANEL_TIMEOUT_MS } from './client.js';
export type {
  PanelCallListener,
  PanelClient,
  PanelClientOptions,
  PanelLogger,
  PanelOutcome,
} from './client.js';
export { PanelRefusedError, PanelUnavailableError } from './errors.js';
export type { PanelFailure } from './errors.js';

import { isEmbeddedDemo } from '../config.js';
import type { Config } from '../config.js';
import type { PanelClient } from '../panel/index.js';
import type { PanelLineCache } from '../stores/panel-line-cache.js';
import type { PanelReadCache } from '../stores/panel-read-cache.js';

import { streamUrlFor } from './subscriptions.js';

/** The IPTV panel as the line status and channels read it: the client, its polite caches, the demo's panel. */
export interface LinePanel {
  client: PanelClient;
  cache: PanelLineCache;
  /** The line's channels and guide, kept compact in the shared store. */
  reads: PanelReadCache;
  /** The embedded emulator's panel in the demo (no WHMCS_URL); null otherwise. */
  embeddedUrl: string | null;
}

/**
 * Whether any panel is known: PANEL_URL, the demo's, or a playlist host.
 * Without one the line status is off (`env.linePanel` false, 404).
 */
export function isLinePanelOn(config: Config): boolean {
  const { streams } = config;
  return (
    config.panel.url !== null ||
    isEmbeddedDemo(config) ||
    streams.streamUrl !== null ||
    streams.trialStreamUrl !== null ||
    streams.customStreamUrl !== null
  );
}

/**
 * The panel that serves a product's lines: PANEL_URL wins over everything;
 * then the demo's embedded panel; then the host that builds the product's
 * playlist URL (STREAM_URL, TRIAL_STREAM_URL, CUSTOM_STREAM_URL), since a
 * player asks the player API on the host it streams from. null: none.
 */
export function panelUrlFor(
  ctx: { config: Config; linePanel: Pick<LinePanel, 'embeddedUrl'> },
  productId: number,
): string | null {
  if (ctx.config.panel.url !== null) {
    return ctx.config.panel.url;
  }
  if (isEmbeddedDemo(ctx.config) && ctx.linePanel.embeddedUrl !== null) {
    return ctx.linePanel.embeddedUrl;
  }
  return streamUrlFor(ctx, productId);
}

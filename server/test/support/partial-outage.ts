import type { RunningEmulator } from '@members/whmcs-emulator';

import type { TestBrowser } from '../http-client.js';
import { DEMO, signedInBrowser } from '../sign-in.js';
import { sendJson, startFakeWhmcs } from '../start-fake-whmcs.js';
import { startServerAgainst } from '../start-test-server.js';
import type { BareTestServer } from '../start-test-server.js';

/** Picks, by their form, the WHMCS calls that fail. */
export type OutagePick = (form: URLSearchParams) => boolean;

/** A server whose WHMCS is down for some calls only, with the demo customer signed in. */
export interface PartialOutage {
  server: BareTestServer;
  /** The demo customer, signed in on the server. */
  browser: TestBrowser;
  /** From now on WHMCS answers 503 to the calls `pick` picks (none with null). */
  failWhen(pick: OutagePick | null): void;
  close(): Promise<void>;
}

/**
 * Starts a server whose WHMCS is `emulator` through a pass-through that
 * answers 503 to the calls chosen by their parameters: WHMCS going down
 * between two calls of one request, or failing one use of an action (the
 * order but not the quote of UpgradeProduct), which the emulator's faults,
 * set per action, cannot do. `env` is added to the server's settings.
 */
export async function startPartialOutage(
  emulator: RunningEmulator,
  env: Record<string, string> = {},
): Promise<PartialOutage> {
  let fails: OutagePick | null = null;
  const upstream = await startFakeWhmcs(async (request, response) => {
    if (fails?.(request.form)) {
      sendJson(response, 'Service Unavailable', 503);
      return;
    }
    const reply = await fetch(`${emulator.url}${request.path}`, {
      method: request.method,
      headers: { 'content-type': request.contentType },
      body: request.rawBody,
    });
    response.writeHead(reply.status, {
      'content-type': reply.headers.get('content-type') ?? 'application/json',
    });
    response.end(await reply.text());
  });
  const server = await startServerAgainst(upstream.url, {
    PANEL_URL: emulator.url,
    ...env,
  });
  const close = async (): Promise<void> => {
    await server.close();
    await upstream.close();
  };
  try {
    const { browser } = await signedInBrowser({ ...server, emulator }, DEMO);
    return {
      server,
      browser,
      failWhen: (pick) => {
        fails = pick;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

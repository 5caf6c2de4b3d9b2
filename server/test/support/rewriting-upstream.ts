import type { RunningEmulator } from '@members/whmcs-emulator';

import type { TestBrowser } from '../http-client.js';
import { DEMO, signedInBrowser } from '../sign-in.js';
import { sendJson, startFakeWhmcs } from '../start-fake-whmcs.js';
import { startServerAgainst } from '../start-test-server.js';
import type { BareTestServer } from '../start-test-server.js';

/**
 * What the pass-through does with one call: send on `form` (the call's own
 * or a rewritten one), and pass WHMCS's answer back or lose it (503 after
 * WHMCS made the change).
 */
export type UpstreamRule = (form: URLSearchParams) => {
  form?: URLSearchParams;
  loseAnswer?: boolean;
} | null;

/** A server whose WHMCS is the emulator behind a pass-through that follows a rule. */
export interface RewritingUpstream {
  server: BareTestServer;
  /** The demo customer, signed in on the server. */
  browser: TestBrowser;
  /** From now on the pass-through follows `rule` (none with null). */
  setRule(rule: UpstreamRule | null): void;
  close(): Promise<void>;
}

/**
 * Starts a server whose WHMCS is `emulator` behind a pass-through that can
 * rewrite a call (a WHMCS that ignores a filter) or lose the answer of one
 * after WHMCS made it (a timeout at the worst moment): what the emulator's
 * faults, which fail before the action runs, cannot do.
 */
export async function startRewritingUpstream(
  emulator: RunningEmulator,
): Promise<RewritingUpstream> {
  let rule: UpstreamRule | null = null;
  const upstream = await startFakeWhmcs(async (request, response) => {
    const plan = rule?.(request.form) ?? null;
    const reply = await fetch(`${emulator.url}${request.path}`, {
      method: request.method,
      headers: { 'content-type': request.contentType },
      body: plan?.form ? plan.form.toString() : request.rawBody,
    });
    const text = await reply.text();
    if (plan?.loseAnswer) {
      sendJson(response, 'Service Unavailable', 503);
      return;
    }
    response.writeHead(reply.status, {
      'content-type': reply.headers.get('content-type') ?? 'application/json',
    });
    response.end(text);
  });
  const server = await startServerAgainst(upstream.url, {
    PANEL_URL: emulator.url,
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
      setRule: (next) => {
        rule = next;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

import { request } from 'undici';
import type { Dispatcher } from 'undici';

import {
  isAuthorised,
  panelAuthSchema,
  panelLoginAnswerSchema,
  toPanelLine,
} from './answer.js';
import type { PanelLine } from './answer.js';
import { PanelRefusedError, PanelUnavailableError } from './errors.js';
import type { PanelFailure } from './errors.js';

/** Default deadline of one panel call (`PANEL_TIMEOUT_MS`): a status card must not wait. */
export const DEFAULT_PANEL_TIMEOUT_MS = 3000;

/** A login answer is a few hundred bytes; anything far bigger is not one. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** How a panel call ended, for the metrics. */
export type PanelOutcome = 'ok' | 'refused' | PanelFailure;

/** Told after every panel call, with how it ended. */
export type PanelCallListener = (
  durationMs: number,
  outcome: PanelOutcome,
) => void;

/** The one log level the client uses, in pino's `(details, message)` form. */
export interface PanelLogger {
  debug(details: Record<string, unknown>, message: string): void;
}

/** Settings of the panel client. */
export interface PanelClientOptions {
  readonly timeoutMs?: number | undefined;
  readonly logger?: PanelLogger | undefined;
  readonly onCall?: PanelCallListener | undefined;
}

/** The panel client: reads a line with its own credentials. */
export interface PanelClient {
  /**
   * The line as the panel at `baseUrl` sees it; throws
   * {@link PanelRefusedError} for `auth` 0 and {@link PanelUnavailableError}
   * for anything else that is not a login answer.
   */
  readLine(
    baseUrl: string,
    username: string,
    password: string,
  ): Promise<PanelLine>;
}

class AnswerTooLargeError extends Error {}

async function readBody(
  response: Dispatcher.ResponseData,
  maxBytes: number,
): Promise<string> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response.body as AsyncIterable<Buffer>) {
    total += chunk.byteLength;
    if (total > maxBytes) {
      response.body.destroy();
      throw new AnswerTooLargeError();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
}

/** The player API's address for a line; only ever sent, never logged. */
function loginUrl(baseUrl: string, username: string, password: string): URL {
  const url = new URL(
    'player_api.php',
    baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`,
  );
  url.search = new URLSearchParams({ username, password }).toString();
  return url;
}

function interpret(status: number, text: string): PanelLine {
  if (status < 200 || status > 299) {
    throw new PanelUnavailableError(
      'http',
      `The panel answered HTTP ${status}`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new PanelUnavailableError(
      'bad_reply',
      text.trimStart().startsWith('<')
        ? 'The panel answered with an HTML page'
        : 'The panel answer is not JSON',
    );
  }
  const auth = panelAuthSchema.safeParse(value);
  if (!auth.success) {
    throw new PanelUnavailableError(
      'bad_reply',
      'The panel answer has no user_info.auth',
    );
  }
  if (!isAuthorised(auth.data.user_info.auth)) {
    throw new PanelRefusedError();
  }
  const answer = panelLoginAnswerSchema.safeParse(value);
  if (!answer.success) {
    throw new PanelUnavailableError(
      'bad_reply',
      `The panel answer does not match the login answer (${answer.error.issues
        .map((issue) => issue.path.join('.'))
        .join(', ')})`,
    );
  }
  return toPanelLine(answer.data);
}

/**
 * Creates the panel client: one GET per read with one deadline (connect,
 * headers and body), no redirects (one would replay the credentials
 * elsewhere) and no retry (a panel that is slow now is asked again after the
 * back-off, not at once). The URL carries the line's password in its query,
 * so it is never logged, and no error message carries it.
 */
export function createPanelClient(
  options: PanelClientOptions = {},
): PanelClient {
  const timeoutMs = options.timeoutMs ?? DEFAULT_PANEL_TIMEOUT_MS;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    throw new RangeError('timeoutMs must be a positive number');
  }
  const { logger, onCall } = options;

  async function fetchAnswer(
    url: URL,
    signal: AbortSignal,
  ): Promise<PanelLine> {
    let response: Dispatcher.ResponseData;
    try {
      response = await request(url, {
        method: 'GET',
        headers: { accept: 'application/json' },
        signal,
      });
    } catch {
      throw new PanelUnavailableError(
        'network',
        'The panel could not be reached',
      );
    }
    let text: string;
    try {
      text = await readBody(response, MAX_ANSWER_BYTES);
    } catch (error) {
      throw error instanceof AnswerTooLargeError
        ? new PanelUnavailableError(
            'bad_reply',
            'The panel answer is too large',
          )
        : new PanelUnavailableError('network', 'The panel answer was cut');
    }
    return interpret(response.statusCode, text);
  }

  return {
    async readLine(baseUrl, username, password) {
      const url = loginUrl(baseUrl, username, password);
      const startedAt = performance.now();
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(), timeoutMs);
      let outcome: PanelOutcome = 'ok';
      try {
        return await fetchAnswer(url, deadline.signal);
      } catch (error) {
        if (deadline.signal.aborted) {
          outcome = 'timeout';
          throw new PanelUnavailableError(
            'timeout',
            `The panel did not answer within ${timeoutMs} ms`,
          );
        }
        outcome =
          error instanceof PanelRefusedError
            ? 'refused'
            : error instanceof PanelUnavailableError
              ? error.reason
              : 'network';
        throw error;
      } finally {
        clearTimeout(timer);
        const durationMs = Math.round(performance.now() - startedAt);
        onCall?.(durationMs, outcome);
        // The host and the username only: the URL's query holds the password.
        logger?.debug(
          { panel: url.host, username, outcome, durationMs },
          'panel call',
        );
      }
    },
  };
}

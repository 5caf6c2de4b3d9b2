import type { IncomingMessage } from 'node:http';

import {
  BodyTooLargeError,
  readHttpBody,
  sendHttpRequest,
} from '../lib/http-request.js';

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
/** A live list of tens of thousands of channels is a few MB. */
export const MAX_ACTION_ANSWER_BYTES = 32 * 1024 * 1024;
/** An action's deadline is this many times a login's (`PANEL_TIMEOUT_MS`). */
const ACTION_DEADLINE_FACTOR = 4;

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

/** The panel client: reads a line and what it carries with its own credentials. */
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
  /**
   * The JSON answer of a player API action (`get_live_streams`,
   * `get_short_epg`…) with its parameters, up to
   * {@link MAX_ACTION_ANSWER_BYTES}; throws like {@link readLine}.
   */
  readAction(
    baseUrl: string,
    username: string,
    password: string,
    params: Record<string, string>,
  ): Promise<unknown>;
}

/** An answer's body as text, up to `maxBytes`, without a byte-order mark. */
async function readBody(
  response: IncomingMessage,
  maxBytes: number,
): Promise<string> {
  return (await readHttpBody(response, maxBytes))
    .toString('utf8')
    .replace(/^\uFEFF/, '');
}

/** The player API's address for a line; only ever sent, never logged. */
function loginUrl(
  baseUrl: string,
  username: string,
  password: string,
  params: Record<string, string> = {},
): URL {
  const url = new URL(
    'player_api.php',
    baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`,
  );
  url.search = new URLSearchParams({
    username,
    password,
    ...params,
  }).toString();
  return url;
}

/** The JSON of an answer: an HTTP error or a page that is not JSON throws. */
function parseAnswer(status: number, text: string): unknown {
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
  return value;
}

/**
 * An action's answer: a list or an object; an object with `user_info.auth`
 * other than 1 is the refusal of the credentials.
 */
function interpretAction(status: number, text: string): unknown {
  const value = parseAnswer(status, text);
  const auth = panelAuthSchema.safeParse(value);
  if (auth.success && !isAuthorised(auth.data.user_info.auth)) {
    throw new PanelRefusedError();
  }
  if (typeof value !== 'object' || value === null) {
    throw new PanelUnavailableError(
      'bad_reply',
      'The panel answer is not a list',
    );
  }
  return value;
}

function interpret(status: number, text: string): PanelLine {
  const value = parseAnswer(status, text);
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

/** The status and text of one GET of the player API. */
async function fetchText(
  url: URL,
  signal: AbortSignal,
  maxBytes: number,
): Promise<{ status: number; text: string }> {
  let response: IncomingMessage;
  try {
    response = await sendHttpRequest(url, {
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
  try {
    return {
      status: response.statusCode ?? 0,
      text: await readBody(response, maxBytes),
    };
  } catch (error) {
    throw error instanceof BodyTooLargeError
      ? new PanelUnavailableError('bad_reply', 'The panel answer is too large')
      : new PanelUnavailableError('network', 'The panel answer was cut');
  }
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

  /** One call with its deadline, its metrics and its log line. */
  async function call<T>(
    url: URL,
    username: string,
    limits: { maxBytes: number; deadlineMs: number },
    read: (status: number, text: string) => T,
  ): Promise<T> {
    const startedAt = performance.now();
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), limits.deadlineMs);
    let outcome: PanelOutcome = 'ok';
    try {
      const { status, text } = await fetchText(
        url,
        deadline.signal,
        limits.maxBytes,
      );
      return read(status, text);
    } catch (error) {
      if (deadline.signal.aborted) {
        outcome = 'timeout';
        throw new PanelUnavailableError(
          'timeout',
          `The panel did not answer within ${limits.deadlineMs} ms`,
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
        {
          panel: url.host,
          username,
          action: url.searchParams.get('action') ?? 'login',
          outcome,
          durationMs,
        },
        'panel call',
      );
    }
  }

  return {
    readLine(baseUrl, username, password) {
      return call(
        loginUrl(baseUrl, username, password),
        username,
        { maxBytes: MAX_ANSWER_BYTES, deadlineMs: timeoutMs },
        interpret,
      );
    },
    readAction(baseUrl, username, password, params) {
      // A whole live list takes longer than a login answer.
      return call(
        loginUrl(baseUrl, username, password, params),
        username,
        {
          maxBytes: MAX_ACTION_ANSWER_BYTES,
          deadlineMs: timeoutMs * ACTION_DEADLINE_FACTOR,
        },
        interpretAction,
      );
    },
  };
}

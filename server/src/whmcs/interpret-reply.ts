import type { WhmcsLogger } from './client.js';
import { WhmcsBadReplyError, WhmcsError, WhmcsHttpError } from './errors.js';

/** Whether a value is a JSON object: not null and not an array. */
export function isPlainObject(
  value: unknown,
): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One decoder for every reply: decoding a whole buffer keeps no state. */
const UTF8 = new TextDecoder('utf-8', { ignoreBOM: true });

function parseJson(text: string): { isJson: boolean; value: unknown } {
  try {
    return { isJson: true, value: JSON.parse(text) };
  } catch {
    return { isJson: false, value: undefined };
  }
}

/**
 * Splits a reply into what PHP printed before the JSON (a notice or warning
 * with `display_errors` on, a byte-order mark from a hook file) and the JSON
 * object itself, which starts at the first `{`.
 */
function splitLeadingOutput(text: string): { junk: string; json: string } {
  const start = text.indexOf('{');
  if (start <= 0) {
    return { junk: '', json: text };
  }
  return { junk: text.slice(0, start), json: text.slice(start) };
}

/** What PHP printed before the JSON, shortened for a log line. */
function describeJunk(junk: string): string {
  const text = junk
    .replace(/^\uFEFF/, '')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text === '' ? 'a byte-order mark' : text.slice(0, 200);
}

/** Where a client reports what it noticed in replies, and what it already reported. */
export interface ReplyReporter {
  readonly logger: WhmcsLogger | undefined;
  /** Actions whose stray PHP output was already logged. */
  readonly junkLogged: Set<string>;
}

/**
 * Decodes a WHMCS reply into its JSON envelope, or throws the typed error
 * that the status, the envelope's `result` or an unreadable body calls for.
 */
export function interpretReply(
  action: string,
  status: number,
  bytes: Uint8Array,
  { logger, junkLogged }: ReplyReporter,
): Record<string, unknown> {
  // The decoder keeps a byte-order mark, so the split below drops it too.
  const text = UTF8.decode(bytes);
  const { junk, json } = splitLeadingOutput(text);
  const { isJson, value } = parseJson(json);
  if (isJson && junk !== '' && !junkLogged.has(action)) {
    junkLogged.add(action);
    logger?.warn(
      { action, output: describeJunk(junk) },
      'WHMCS printed output before its JSON reply; it was ignored (turn off display_errors in PHP)',
    );
  }
  // `status` is also a data field (invoice, ticket), so it only signals an error without a success result.
  if (
    isPlainObject(value) &&
    (value.result === 'error' ||
      (value.result !== 'success' && value.status === 'error'))
  ) {
    const message =
      typeof value.message === 'string' || typeof value.message === 'number'
        ? String(value.message)
        : 'WHMCS reported an error without a message';
    throw new WhmcsError(action, message, status);
  }
  if (status < 200 || status > 299) {
    throw new WhmcsHttpError(action, status);
  }
  if (!isJson) {
    throw new WhmcsBadReplyError(
      action,
      text.trimStart().startsWith('<')
        ? 'WHMCS answered with an HTML page'
        : 'WHMCS reply is not JSON',
    );
  }
  if (!isPlainObject(value)) {
    throw new WhmcsBadReplyError(action, 'WHMCS reply is not a JSON object');
  }
  if (typeof value.warning === 'string' && value.warning !== '') {
    logger?.warn(
      { action, warning: value.warning },
      'WHMCS reply carried a warning',
    );
  }
  if (value.result !== 'success') {
    throw new WhmcsBadReplyError(action, 'WHMCS reply has no success result', [
      'result',
    ]);
  }
  return value;
}

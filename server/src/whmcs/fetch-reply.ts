import type { IncomingMessage } from 'node:http';

import {
  BodyTooLargeError,
  readHttpBody,
  sendHttpRequest,
} from '../lib/http-request.js';

import {
  WhmcsBadReplyError,
  WhmcsHttpError,
  WhmcsNetworkError,
} from './errors.js';
import { isPlainObject } from './interpret-reply.js';

function getSystemErrorCode(error: unknown): string | undefined {
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  for (const candidate of [cause, error]) {
    if (isPlainObject(candidate) || candidate instanceof Error) {
      const code: unknown = (candidate as { code?: unknown }).code;
      if (typeof code === 'string') {
        return code;
      }
    }
  }
  return undefined;
}

/**
 * Posts one form-encoded call to the WHMCS endpoint and reads its reply up
 * to `maxBytes`, turning network failures and oversized replies into typed
 * errors.
 */
export async function fetchReply(
  endpoint: string,
  action: string,
  body: string,
  maxBytes: number,
  deadline: AbortSignal,
): Promise<{ status: number; bytes: Uint8Array }> {
  let response: IncomingMessage;
  try {
    // Node's own client (no redirects are followed: one would replay the
    // credentials elsewhere), with connections kept open between calls.
    response = await sendHttpRequest(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body,
      signal: deadline,
    });
  } catch (error) {
    throw new WhmcsNetworkError(action, getSystemErrorCode(error), error);
  }
  try {
    const bytes = await readHttpBody(response, maxBytes);
    return { status: response.statusCode ?? 0, bytes };
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      const status = response.statusCode ?? 0;
      if (status >= 200 && status <= 299) {
        throw new WhmcsBadReplyError(
          action,
          `WHMCS reply exceeds ${maxBytes} bytes`,
        );
      }
      throw new WhmcsHttpError(action, status);
    }
    throw new WhmcsNetworkError(action, getSystemErrorCode(error), error);
  }
}

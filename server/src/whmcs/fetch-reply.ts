import { request } from 'undici';
import type { Dispatcher } from 'undici';

import {
  WhmcsBadReplyError,
  WhmcsHttpError,
  WhmcsNetworkError,
} from './errors.js';
import { isPlainObject } from './interpret-reply.js';

class ReplyTooLargeError extends Error {}

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

async function readBody(
  response: Dispatcher.ResponseData,
  maxBytes: number,
): Promise<Uint8Array> {
  const declaredLength = Number(response.headers['content-length']);
  if (declaredLength > maxBytes) {
    response.body.destroy();
    throw new ReplyTooLargeError();
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response.body as AsyncIterable<Buffer>) {
    total += chunk.byteLength;
    if (total > maxBytes) {
      response.body.destroy();
      throw new ReplyTooLargeError();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
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
  let response: Dispatcher.ResponseData;
  try {
    // undici's own request (no redirects are followed: one would replay the
    // credentials elsewhere); it costs far less per call than fetch, which
    // counts when a dashboard sends its calls at once.
    response = await request(endpoint, {
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
    const bytes = await readBody(response, maxBytes);
    return { status: response.statusCode, bytes };
  } catch (error) {
    if (error instanceof ReplyTooLargeError) {
      if (response.statusCode >= 200 && response.statusCode <= 299) {
        throw new WhmcsBadReplyError(
          action,
          `WHMCS reply exceeds ${maxBytes} bytes`,
        );
      }
      throw new WhmcsHttpError(action, response.statusCode);
    }
    throw new WhmcsNetworkError(action, getSystemErrorCode(error), error);
  }
}

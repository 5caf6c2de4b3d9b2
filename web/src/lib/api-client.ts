import {
  EARLY_ALL_DATA_KEY,
  ENDPOINT_ROUTES,
  REQUEST_TIMEOUT_MS,
} from '@members/contract';
import type {
  EndpointName,
  EndpointRequest,
  EndpointResponse,
  ErrorCode,
  ValidationIssue,
} from '@members/contract';

import { syncWithServer } from '@/utils/clock';

/** Codes of failures that happen before the server answers. */
export type ClientErrorCode = 'NETWORK' | 'TIMEOUT';

/** A failed call: the server's error code, or a network failure. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | ClientErrorCode,
    readonly status: number,
    message: string,
    readonly reason?: string,
    readonly retryAfter?: number,
    /** The fields a VALIDATION error names, with their message codes. */
    readonly issues?: ValidationIssue[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The i18n key of an error's message (`errors.<CODE>`). */
export function errorKey(error: unknown): string {
  return error instanceof ApiError ? `errors.${error.code}` : 'errors.INTERNAL';
}

type Listener = (error: ApiError) => void;
const unauthenticatedListeners = new Set<Listener>();

/** Calls `listener` whenever the server says the session is gone (401 UNAUTHENTICATED). */
export function onUnauthenticated(listener: Listener): () => void {
  unauthenticatedListeners.add(listener);
  return () => unauthenticatedListeners.delete(listener);
}

function isErrorEnvelope(body: unknown): body is {
  error: true;
  code: ErrorCode;
  message: string;
  reason?: string;
  retryAfter?: number;
  issues?: ValidationIssue[];
} {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { error?: unknown }).error === true &&
    typeof (body as { code?: unknown }).code === 'string'
  );
}

function createIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * Calls an endpoint of the contract by name: the request and answer types
 * follow from the name. Changes carry `X-Requested-With` and an
 * `Idempotency-Key`; the session rides in its httpOnly cookie.
 */
export async function call<N extends EndpointName>(
  name: N,
  ...args: Record<string, never> extends EndpointRequest<N>
    ? [body?: EndpointRequest<N>, options?: { idempotencyKey?: string }]
    : [body: EndpointRequest<N>, options?: { idempotencyKey?: string }]
): Promise<EndpointResponse<N>> {
  const [body, options] = args;
  const endpoint = ENDPOINT_ROUTES[name];
  const isGet = endpoint.method === 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  let url: string = endpoint.path;
  if (isGet) {
    const query = new URLSearchParams(
      Object.entries((body ?? {}) as Record<string, unknown>).map(
        ([key, value]) => [key, String(value)],
      ),
    ).toString();
    url = query ? `${url}?${query}` : url;
  } else {
    headers['content-type'] = 'application/json';
    headers['x-requested-with'] = 'members-area';
    headers['idempotency-key'] =
      options?.idempotencyKey ?? createIdempotencyKey();
  }
  return (await sendRequest(url, {
    method: endpoint.method,
    headers,
    body: isGet ? undefined : JSON.stringify(body ?? {}),
  })) as EndpointResponse<N>;
}

/**
 * Sends one request to our API and reads its JSON answer: a network failure
 * or timeout, an error status or an error envelope becomes an `ApiError`.
 * `call` uses it; multipart uploads use it with their own body and headers.
 */
export async function sendRequest(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: BodyInit },
): Promise<unknown> {
  return readAnswer(
    fetch(new URL(url, window.location.origin), {
      ...init,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }),
  );
}

declare global {
  interface Window {
    [EARLY_ALL_DATA_KEY]?: Promise<Response>;
  }
}

/**
 * The `allData` request a signed-in customer's page sent before the app's
 * code arrived (the server writes it into the page), read as `call` reads
 * an answer; null when the page sent none. Once only: a later `allData`
 * asks again.
 */
export function takeEarlyAllData(): Promise<
  EndpointResponse<'allData'>
> | null {
  const request = window[EARLY_ALL_DATA_KEY];
  if (!request) {
    return null;
  }
  Reflect.deleteProperty(window, EARLY_ALL_DATA_KEY);
  return readAnswer(request) as Promise<EndpointResponse<'allData'>>;
}

/** Reads our API's answer to a request sent, as `sendRequest` describes. */
async function readAnswer(request: Promise<Response>): Promise<unknown> {
  let response: Response;
  try {
    response = await request;
  } catch (error) {
    const isTimeout =
      error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(
      isTimeout ? 'TIMEOUT' : 'NETWORK',
      0,
      isTimeout ? 'The request timed out' : 'The network failed',
    );
  }
  syncWithServer(response.headers.get('date'));
  const parsed: unknown = await response.json().catch(() => null);
  if (!response.ok || isErrorEnvelope(parsed)) {
    const error = isErrorEnvelope(parsed)
      ? new ApiError(
          parsed.code,
          response.status,
          parsed.message,
          parsed.reason,
          parsed.retryAfter,
          parsed.issues,
        )
      : new ApiError('INTERNAL', response.status, `HTTP ${response.status}`);
    if (error.code === 'UNAUTHENTICATED') {
      unauthenticatedListeners.forEach((listener) => listener(error));
    }
    throw error;
  }
  return parsed;
}

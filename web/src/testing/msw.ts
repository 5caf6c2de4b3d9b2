import type {
  EndpointName,
  EndpointRequest,
  EndpointResponse,
  ErrorCode,
} from '@members/contract';
import { endpoints, ERROR_STATUS } from '@members/contract';
import { http, HttpResponse } from 'msw';
import type { JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

import { envFixture, makeAllData, makeLineStatus } from './fixtures';

type Resolver<N extends EndpointName> = (
  body: EndpointRequest<N>,
  request: Request,
) => EndpointResponse<N> | Response | Promise<EndpointResponse<N> | Response>;

/**
 * A handler for one endpoint of the contract: the path and method come from
 * the table and the answer is typed by it, so handlers cannot drift.
 */
export function handle<N extends EndpointName>(name: N, resolver: Resolver<N>) {
  const endpoint = endpoints[name];
  const method = endpoint.method.toLowerCase() as
    'get' | 'post' | 'put' | 'delete';
  return http[method](endpoint.path, async ({ request }) => {
    const body =
      endpoint.method === 'GET'
        ? Object.fromEntries(new URL(request.url).searchParams)
        : await request.json().catch(() => ({}));
    const result = await resolver(body as EndpointRequest<N>, request);
    if (result instanceof Response) {
      return result;
    }
    return HttpResponse.json(result as JsonBodyType);
  });
}

/** An error answer in the API's envelope. */
export function errorResponse(
  code: ErrorCode,
  extra: Record<string, unknown> = {},
) {
  return HttpResponse.json(
    { error: true, code, message: code, requestId: 'test', ...extra },
    { status: ERROR_STATUS[code] },
  );
}

/** Handlers every test starts with. */
export const defaultHandlers = [
  handle('env', () => envFixture),
  handle('allData', () => makeAllData()),
  handle('markAnnouncementsSeen', ({ date }) => ({
    error: false,
    announcementsSeenUpTo: date,
  })),
  handle('lineStatus', () => makeLineStatus()),
  // Every signed-in page asks for the service status: all is well.
  handle('serviceStatus', () => ({
    error: false,
    issues: [],
    openCount: 0,
    source: 'feed',
    checkedAt: '2026-11-28T12:00:00.000Z',
  })),
  // The security page's reminders card: push is off unless a test says so.
  handle('pushKey', () => ({ error: false, publicKey: null })),
];

/** The mock API for component tests. */
export const server = setupServer(...defaultHandlers);

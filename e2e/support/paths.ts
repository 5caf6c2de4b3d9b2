import type { Page } from '@playwright/test';

import {
  BASE_PATH,
  DEFAULT_LOCALE,
  endpoints,
  PAGES,
  withLocale,
} from '@members/contract';
import type {
  EndpointName,
  EndpointRequest,
  EndpointResponse,
  ErrorEnvelope,
  Locale,
  PagePath,
} from '@members/contract';

/** Query parameters of a page or API address. */
export type Query = Record<string, string | number>;

function withQuery(path: string, query: Query): string {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  ).toString();
  return search ? `${path}?${search}` : path;
}

/** A route of the app that is none of its pages (the not-found page). */
export const NO_SUCH_PAGE = '/no-such-page';

/**
 * A page's route with its query, without base path or locale prefix:
 * `pagePath(PAGES.invoice, { invoiceid: 1002 })` is `/invoice?invoiceid=1002`.
 */
export function pagePath(page: PagePath, query: Query = {}): string {
  return withQuery(page, query);
}

/**
 * The address of a route (with its query) in a locale, as the contract
 * builds it: `/invoice?invoiceid=1` in `de-de` is
 * `/dashboard/de-de/invoice?invoiceid=1`; the default locale has no prefix.
 */
export function localeUrl(locale: Locale, route: string): string {
  return `${BASE_PATH}${withLocale(locale, route)}`;
}

/**
 * The address of one of the app's pages:
 * `appUrl(PAGES.invoice, { invoiceid: 1002 })` is
 * `/dashboard/invoice?invoiceid=1002`.
 */
export function appUrl(
  page: PagePath,
  query: Query = {},
  locale: Locale = DEFAULT_LOCALE,
): string {
  return localeUrl(locale, pagePath(page, query));
}

/** The address of an endpoint of the contract's table, with its query. */
export function apiUrl(name: EndpointName, query: Query = {}): string {
  return withQuery(endpoints[name].path, query);
}

/** `text` as a regular expression source that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A pattern for `toHaveURL` that matches an address ending in `path`,
 * optionally followed by `tail` (a regular expression source, e.g. `/?` or
 * `\\?ticketid=\\d+`).
 */
export function urlEndingIn(path: string, tail = ''): RegExp {
  return new RegExp(`${escapeRegExp(path)}${tail}$`);
}

/** A pattern for `toHaveURL` that matches an address containing `path`. */
export function urlWith(path: string): RegExp {
  return new RegExp(escapeRegExp(path));
}

/** The home page's address (`/dashboard/`), with or without its last slash. */
export function homeUrl(locale: Locale = DEFAULT_LOCALE): RegExp {
  return urlEndingIn(appUrl(PAGES.home, {}, locale).replace(/\/$/, ''), '/?');
}

/** What an API call made from a page answered. */
export type ApiAnswer<N extends EndpointName> =
  | { status: 200; json: EndpointResponse<N> }
  | { status: number; json: ErrorEnvelope };

/**
 * Calls an endpoint of the contract's table from the page, as the app does
 * (the session cookie, same origin, the app's request header, a JSON body).
 */
export async function callApi<N extends EndpointName>(
  page: Page,
  name: N,
  body: EndpointRequest<N>,
): Promise<ApiAnswer<N>> {
  const { method, path } = endpoints[name];
  return (await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: {
          'content-type': 'application/json',
          'x-requested-with': 'members-area',
        },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { method, path, body },
  )) as ApiAnswer<N>;
}

/** Calls an endpoint from the page and returns its 200 answer. */
export async function callApiOk<N extends EndpointName>(
  page: Page,
  name: N,
  body: EndpointRequest<N>,
): Promise<EndpointResponse<N>> {
  const answer = await callApi(page, name, body);
  if (answer.status !== 200) {
    throw new Error(
      `${name} answered ${answer.status}: ${JSON.stringify(answer.json)}`,
    );
  }
  return answer.json as EndpointResponse<N>;
}

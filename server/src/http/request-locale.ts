import { COOKIES, DEFAULT_LOCALE, localeSchema } from '@members/contract';
import type { Locale } from '@members/contract';
import type { FastifyRequest } from 'fastify';

/**
 * The language of a request: the one it asks for, else the one the web app
 * remembers (its language cookie), else the default.
 */
export function requestLocale(
  request: FastifyRequest,
  requested?: Locale,
): Locale {
  if (requested) {
    return requested;
  }
  const cookie = request.cookies[COOKIES.locale];
  // A request without the cookie (an API client's) needs no check.
  if (cookie === undefined) {
    return DEFAULT_LOCALE;
  }
  const remembered = localeSchema.safeParse(cookie);
  return remembered.success ? remembered.data : DEFAULT_LOCALE;
}

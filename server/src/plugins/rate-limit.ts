import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { AppError } from '../lib/app-error.js';
import { toIpKey } from '../lib/ip.js';
import { createRateLimitStore } from '../stores/rate-limit-store.js';
import type { Stores } from '../stores/types.js';

import { isApiPath } from './same-origin.js';

/**
 * The per-address request limit across the API: `perMinute` requests
 * (API_REQUESTS_PER_MINUTE, 600 by default; routes may set their own with
 * `perMinute`). Shared stores count it across instances. It guards
 * against floods rather than guessing, so while the store is down it lets
 * requests through (the sign-in limits fail closed).
 */
export const rateLimitPlugin = fp(
  async (
    app: FastifyInstance,
    {
      stores,
      now,
      perMinute,
    }: { stores: Stores; now: () => number; perMinute: number },
  ) => {
    await app.register(rateLimit, {
      global: true,
      max: perMinute,
      timeWindow: 60_000,
      keyGenerator: (request) => toIpKey(request.ip),
      ...(stores.isShared
        ? {
            store: createRateLimitStore(stores.counters, now),
            skipOnError: true,
          }
        : {}),
      // The API and everything the not-found handler answers (unknown paths
      // and the page shells) count; built assets do not.
      allowList: (request) => !isApiPath(request.url) && !request.is404,
      // Answers within the limit carry no limit headers (about 75 bytes on
      // each of the dashboard's API answers, which the app never reads); a
      // refused one still says its limit and when to come back.
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
      errorResponseBuilder: (_request, context) =>
        new AppError('RATE_LIMITED', 'Too many requests, try again later', {
          retryAfter: Math.max(1, Math.ceil(context.ttl / 1000)),
        }),
    });
  },
  { name: 'rate-limit' },
);

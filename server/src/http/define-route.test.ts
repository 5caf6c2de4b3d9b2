import fastifyCookie from '@fastify/cookie';
import { COOKIES, ENDPOINT_ROUTES } from '@members/contract';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { AppError } from '../lib/app-error.js';
import { errorHandlerPlugin } from '../plugins/error-handler.js';
import type { SessionRecord } from '../stores/types.js';

import { defineRoute } from './define-route.js';
import type { RouteCall } from './define-route.js';

const record: SessionRecord = {
  clientId: 7,
  email: 'seven@example.com',
  createdAt: 0,
  lastSeenAt: 0,
  expiresAt: Number.MAX_SAFE_INTEGER,
  signedInAt: 0,
  method: 'code',
  affiliate: false,
  reseller: false,
  ip: '127.0.0.1',
  userAgent: 'test',
};

let app: FastifyInstance;
let seen: (
  | Pick<RouteCall<'cancelTicket'>, 'identity' | 'locale'>
  | Pick<RouteCall<'env'>, 'identity' | 'locale'>
)[];

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandlerPlugin);
  await app.register(fastifyCookie);
  app.decorateRequest('session', null);
  app.decorateRequest('authVia', null);
  app.decorate('requireSession', async (request: FastifyRequest) => {
    request.session = { id: 'session-7', record };
    request.authVia = 'bearer';
  });
  app.decorate('applyIdempotency', async () => undefined);
  // The handlers only note what they were given; the answer is an error.
  defineRoute(app, 'cancelTicket', {
    handler: async ({ identity, locale }) => {
      seen.push({ identity, locale });
      throw new AppError('NOT_FOUND', 'noted');
    },
  });
  defineRoute(app, 'env', {
    handler: async ({ identity, locale }) => {
      seen.push({ identity, locale });
      throw new AppError('NOT_FOUND', 'noted');
    },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

beforeEach(() => {
  seen = [];
});

describe('defineRoute', () => {
  it('hands a session route the identity of its session', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: ENDPOINT_ROUTES.cancelTicket.path,
      payload: { ticketid: 3 },
    });
    expect(response.statusCode).toBe(404);
    expect(seen).toEqual([
      {
        identity: {
          clientId: 7,
          email: 'seven@example.com',
          sessionId: 'session-7',
          via: 'bearer',
          session: record,
        },
        locale: 'en-en',
      },
    ]);
  });

  it('refuses a body that names another client before the handler runs', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: ENDPOINT_ROUTES.cancelTicket.path,
      payload: { ticketid: 3, clientid: 8 },
    });
    expect(response.statusCode).toBe(403);
    expect(seen).toEqual([]);
  });

  it('hands a public route no identity', async () => {
    const response = await app.inject({
      method: 'GET',
      url: ENDPOINT_ROUTES.env.path,
    });
    expect(response.statusCode).toBe(404);
    expect(seen).toEqual([{ identity: null, locale: 'en-en' }]);
  });

  it('hands the use case the language the web app remembers', async () => {
    const response = await app.inject({
      method: 'GET',
      url: ENDPOINT_ROUTES.env.path,
      cookies: { [COOKIES.locale]: 'de-de' },
    });
    expect(response.statusCode).toBe(404);
    expect(seen).toEqual([{ identity: null, locale: 'de-de' }]);
  });
});

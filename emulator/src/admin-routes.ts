import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { InvalidDeniedActionsError, type ApiRole } from './api-role.js';
import { safeEqual } from './auth.js';
import { InvalidFaultsError, type FaultInjector } from './faults.js';
import type { EmulatorCredentials, EmulatorFaults } from './options.js';

/** What the admin routes change and who may call them. */
export interface AdminRouteOptions {
  faults: FaultInjector;
  role: ApiRole;
  credentials: EmulatorCredentials;
}

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

/**
 * Registers the fault switches over HTTP: `GET`, `PUT` (partial JSON) and `DELETE`
 * (reset) on `/_emulator/faults`, and the API role's denied actions on
 * `/_emulator/denied-actions` (`PUT` a JSON list of names), guarded by the API
 * credentials sent as the `x-emulator-identifier` and `x-emulator-secret` headers.
 */
export function registerAdminRoutes(
  app: FastifyInstance,
  { faults, role, credentials }: AdminRouteOptions,
): void {
  const guard = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> => {
    const identifierOk = safeEqual(
      header(request, 'x-emulator-identifier'),
      credentials.identifier,
    );
    const secretOk = safeEqual(
      header(request, 'x-emulator-secret'),
      credentials.secret,
    );
    if (!identifierOk || !secretOk) {
      await reply.code(403).send({ error: 'Forbidden' });
    }
  };
  app.get('/_emulator/faults', { preHandler: guard }, async () => faults.get());
  app.put(
    '/_emulator/faults',
    { preHandler: guard },
    async (request, reply) => {
      try {
        faults.set(request.body as Partial<EmulatorFaults>);
      } catch (error) {
        if (error instanceof InvalidFaultsError) {
          return reply.code(400).send({ error: error.message });
        }
        throw error;
      }
      return faults.get();
    },
  );
  app.delete('/_emulator/faults', { preHandler: guard }, async () => {
    faults.reset();
    return faults.get();
  });
  app.get('/_emulator/denied-actions', { preHandler: guard }, async () =>
    role.get(),
  );
  app.put(
    '/_emulator/denied-actions',
    { preHandler: guard },
    async (request, reply) => {
      try {
        role.set(request.body);
      } catch (error) {
        if (error instanceof InvalidDeniedActionsError) {
          return reply.code(400).send({ error: error.message });
        }
        throw error;
      }
      return role.get();
    },
  );
  app.delete('/_emulator/denied-actions', { preHandler: guard }, async () => {
    role.set([]);
    return role.get();
  });
}

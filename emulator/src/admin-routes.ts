import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { InvalidDeniedActionsError, type ApiRole } from './api-role.js';
import { safeEqual } from './auth.js';
import type { ServerClock } from './calendar.js';
import { getClient, getClientByEmail } from './db/clients.js';
import type { Database } from './db/database.js';
import { listLatestClientEmails } from './db/emails.js';
import { InvalidFaultsError } from './fault-settings.js';
import type { FaultInjector } from './faults.js';
import { registerNetworkIssueAdminRoutes } from './network-issues-admin.js';
import type { EmulatorCredentials, EmulatorFaults } from './options.js';

/** What the admin routes change and who may call them. */
export interface AdminRouteOptions {
  db: Database;
  faults: FaultInjector;
  role: ApiRole;
  credentials: EmulatorCredentials;
  clock: ServerClock;
}

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

const MAX_EMAILS = 50;

/** The pre-handler that refuses calls without the API credentials. */
type AdminGuard = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<void>;

/** Registers `GET /_emulator/emails`: the latest mails of one client, newest first. */
function registerOutboxRoute(
  app: FastifyInstance,
  db: Database,
  guard: AdminGuard,
): void {
  app.get(
    '/_emulator/emails',
    { preHandler: guard },
    async (request, reply) => {
      const query = request.query as Record<string, string | undefined>;
      const clientId = Number(query['clientid'] ?? '');
      const email = query['email'] ?? '';
      const client =
        Number.isInteger(clientId) && clientId > 0
          ? getClient(db, clientId)
          : email !== ''
            ? getClientByEmail(db, email)
            : undefined;
      if (!client) {
        return reply.code(404).send({ error: 'Client Not Found' });
      }
      const limit = Math.min(
        Math.max(Number.parseInt(query['limit'] ?? '', 10) || 10, 1),
        MAX_EMAILS,
      );
      return {
        clientid: client.id,
        emails: listLatestClientEmails(db, client.id, limit).map((row) => ({
          id: row.id,
          template: row.template,
          type: row.type,
          relatedid: row.related_id,
          subject: row.subject,
          message: row.message,
          date: row.date,
        })),
      };
    },
  );
}

/**
 * Registers the fault switches over HTTP: `GET`, `PUT` (partial JSON) and `DELETE`
 * (reset) on `/_emulator/faults`, the API role's denied actions on
 * `/_emulator/denied-actions` (`PUT` a JSON list of names), and the outbox of one
 * client on `GET /_emulator/emails?clientid=N` (or `?email=…`, `&limit=`, newest
 * first), guarded by the API credentials sent as the `x-emulator-identifier` and
 * `x-emulator-secret` headers.
 */
export function registerAdminRoutes(
  app: FastifyInstance,
  { db, faults, role, credentials, clock }: AdminRouteOptions,
): void {
  const guard: AdminGuard = async (request, reply) => {
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
  registerOutboxRoute(app, db, guard);
  registerNetworkIssueAdminRoutes(app, { db, clock, guard });
  app.delete('/_emulator/denied-actions', { preHandler: guard }, async () => {
    role.set([]);
    return role.get();
  });
}

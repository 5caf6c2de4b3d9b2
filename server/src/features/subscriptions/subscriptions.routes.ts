import type { FastifyInstance } from 'fastify';

import { defineRoute } from '../../http/define-route.js';
import type { RouteHooks } from '../../http/define-route.js';
import { requestLocale } from '../../http/request-locale.js';
import { writeJournalOf } from '../../stores/write-journal.js';

import {
  getDeviceSetup,
  listClientSubscriptions,
  resetLinePassword,
  updateMacAddress,
  updateParentalCode,
} from './subscriptions.service.js';
import type { SubscriptionDeps } from './subscriptions.service.js';

/**
 * Registers the subscription reads and changes. Change confirmations are
 * mailed in the language the web app remembers.
 */
export function registerSubscriptionRoutes(
  app: FastifyInstance,
  hooks: RouteHooks,
  deps: SubscriptionDeps,
): void {
  defineRoute(app, hooks, 'subscriptions', {
    handler: async (_input, { clientId }) =>
      listClientSubscriptions(deps, clientId),
  });

  defineRoute(app, hooks, 'deviceSetup', {
    handler: async (input, { clientId }) =>
      getDeviceSetup(deps, clientId, input.serviceid),
  });

  defineRoute(app, hooks, 'updateMacAddress', {
    idempotent: true,
    handler: async (input, { clientId }, request) =>
      updateMacAddress(
        deps,
        clientId,
        input.serviceid,
        input.mac,
        requestLocale(request),
        writeJournalOf(request),
      ),
  });

  defineRoute(app, hooks, 'update_parental_code', {
    idempotent: true,
    handler: async (input, { clientId }, request) =>
      updateParentalCode(
        deps,
        clientId,
        input.serviceid,
        input.code,
        requestLocale(request),
        writeJournalOf(request),
      ),
  });

  defineRoute(app, hooks, 'updatePassword', {
    idempotent: true,
    handler: async (input, { clientId }, request) =>
      resetLinePassword(
        deps,
        clientId,
        input.serviceid,
        requestLocale(request),
        writeJournalOf(request),
      ),
  });
}

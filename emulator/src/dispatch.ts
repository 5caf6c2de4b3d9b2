import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { addClient } from './actions/add-client.js';
import { addInvoicePayment } from './actions/add-invoice-payment.js';
import { addTicketReply } from './actions/add-ticket-reply.js';
import { createSsoToken } from './actions/create-sso-token.js';
import { getActivityLog } from './actions/get-activity-log.js';
import { getAffiliates } from './actions/get-affiliates.js';
import { getAnnouncements } from './actions/get-announcements.js';
import { getClientGroups } from './actions/get-client-groups.js';
import { getClientsDetails } from './actions/get-clients-details.js';
import { getClientsProducts } from './actions/get-clients-products.js';
import { getCurrencies } from './actions/get-currencies.js';
import { getInvoice } from './actions/get-invoice.js';
import { getInvoices } from './actions/get-invoices.js';
import { getPaymentMethods } from './actions/get-payment-methods.js';
import { getProducts } from './actions/get-products.js';
import { getSupportDepartments } from './actions/get-support-departments.js';
import { getTicketAttachment } from './actions/get-ticket-attachment.js';
import { getTicket } from './actions/get-ticket.js';
import { getTickets } from './actions/get-tickets.js';
import { logActivity } from './actions/log-activity.js';
import { moduleChangePw } from './actions/module-change-pw.js';
import { openTicket } from './actions/open-ticket.js';
import { sendEmail } from './actions/send-email.js';
import {
  errorReply,
  type ActionHandler,
  type ActionReply,
} from './actions/types.js';
import { updateClientProduct } from './actions/update-client-product.js';
import { updateClient } from './actions/update-client.js';
import { updateTicket } from './actions/update-ticket.js';
import { validateLogin } from './actions/validate-login.js';
import { hasValidCredentials, safeEqual } from './auth.js';
import type { Database } from './db/database.js';
import type { FaultInjector } from './faults.js';
import type { EmulatorCredentials } from './options.js';
import { Params } from './params.js';

/** Every implemented action, by its WHMCS name. */
export const ACTIONS: Readonly<Record<string, ActionHandler>> = {
  AddClient: addClient,
  AddInvoicePayment: addInvoicePayment,
  AddTicketReply: addTicketReply,
  CreateSsoToken: createSsoToken,
  GetActivityLog: getActivityLog,
  GetAffiliates: getAffiliates,
  GetAnnouncements: getAnnouncements,
  GetClientGroups: getClientGroups,
  GetClientsDetails: getClientsDetails,
  GetClientsProducts: getClientsProducts,
  GetCurrencies: getCurrencies,
  GetInvoice: getInvoice,
  GetInvoices: getInvoices,
  GetPaymentMethods: getPaymentMethods,
  GetProducts: getProducts,
  GetSupportDepartments: getSupportDepartments,
  GetTicket: getTicket,
  GetTicketAttachment: getTicketAttachment,
  GetTickets: getTickets,
  LogActivity: logActivity,
  ModuleChangePw: moduleChangePw,
  OpenTicket: openTicket,
  SendEmail: sendEmail,
  UpdateClient: updateClient,
  UpdateClientProduct: updateClientProduct,
  UpdateTicket: updateTicket,
  ValidateLogin: validateLogin,
};

/** The WHMCS names of the implemented actions. */
export const SUPPORTED_ACTIONS: readonly string[] = Object.keys(ACTIONS);

const HANDLERS = new Map(
  Object.entries(ACTIONS).map(([name, handler]) => [
    name.toLowerCase(),
    handler,
  ]),
);

/** What the API route needs from the emulator. */
export interface DispatchOptions {
  db: Database;
  faults: FaultInjector;
  credentials: EmulatorCredentials;
  /** Fixed base URL for SSO links; derived from the request when absent. */
  publicUrl?: string;
}

/** PHP's `json_encode` escapes `/`; callers must cope, so the emulator does it too. */
function encodePhpJson(body: ActionReply): string {
  return JSON.stringify(body).replace(/\//g, '\\/');
}

function sendReply(
  reply: FastifyReply,
  status: number,
  body: ActionReply,
): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(encodePhpJson(body));
}

/** The emulator's base URL: configured, or from the request's protocol and Host. */
export function resolvePublicUrl(
  request: FastifyRequest,
  configured: string | undefined,
): string {
  return (configured ?? `${request.protocol}://${request.host}`).replace(
    /\/+$/,
    '',
  );
}

/**
 * Registers `POST /includes/api.php`: faults first, then credentials (403
 * `Authentication Failed`), the access key (403 `Invalid Access Key`), then the
 * action by case-insensitive name (`Command Not Found`).
 */
export function registerApiRoute(
  app: FastifyInstance,
  options: DispatchOptions,
): void {
  const { db, faults, credentials } = options;
  app.post('/includes/api.php', async (request, reply) => {
    const params = new Params(request.body);
    const action = params.text('action');
    if (await faults.intercept(action, request, reply)) {
      return reply;
    }
    if (!hasValidCredentials(params, credentials)) {
      return sendReply(reply, 403, errorReply('Authentication Failed'));
    }
    if (
      credentials.accessKey !== undefined &&
      !safeEqual(params.string('accesskey') ?? '', credentials.accessKey)
    ) {
      return sendReply(reply, 403, errorReply('Invalid Access Key'));
    }
    const handler = HANDLERS.get(action.toLowerCase());
    if (!handler) {
      return sendReply(reply, 200, errorReply('Command Not Found'));
    }
    let body: ActionReply;
    try {
      body = handler({
        db,
        params,
        clientIp: request.ip,
        publicUrl: resolvePublicUrl(request, options.publicUrl),
      });
    } catch (error) {
      request.log.error({ err: error, action }, 'action failed');
      body = errorReply('An unexpected error occurred');
    }
    return sendReply(reply, 200, body);
  });
}

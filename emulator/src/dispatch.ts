import type { FastifyInstance, FastifyRequest } from 'fastify';

import { acceptOrder } from './actions/accept-order.js';
import { addCancelRequest } from './actions/add-cancel-request.js';
import { addClient } from './actions/add-client.js';
import { addCredit } from './actions/add-credit.js';
import { addInvoicePayment } from './actions/add-invoice-payment.js';
import { addOrder } from './actions/add-order.js';
import { addPayMethod } from './actions/add-pay-method.js';
import { addTicketReply } from './actions/add-ticket-reply.js';
import { applyCredit } from './actions/apply-credit.js';
import { createInvoice } from './actions/create-invoice.js';
import { createSsoToken } from './actions/create-sso-token.js';
import { deletePayMethod } from './actions/delete-pay-method.js';
import { getActivityLog } from './actions/get-activity-log.js';
import { getAffiliates } from './actions/get-affiliates.js';
import { getAnnouncements } from './actions/get-announcements.js';
import { getCancelledPackages } from './actions/get-cancelled-packages.js';
import { getClientGroups } from './actions/get-client-groups.js';
import { getClientsDetails } from './actions/get-clients-details.js';
import { getClientsProducts } from './actions/get-clients-products.js';
import { getConfigurationValue } from './actions/get-configuration-value.js';
import { getCredits } from './actions/get-credits.js';
import { getCurrencies } from './actions/get-currencies.js';
import { getEmails } from './actions/get-emails.js';
import { getInvoice } from './actions/get-invoice.js';
import { getInvoices } from './actions/get-invoices.js';
import { getOrders } from './actions/get-orders.js';
import { getPayMethods } from './actions/get-pay-methods.js';
import { getPaymentMethods } from './actions/get-payment-methods.js';
import { getProducts } from './actions/get-products.js';
import { getPromotions } from './actions/get-promotions.js';
import { getStats } from './actions/get-stats.js';
import { getSupportDepartments } from './actions/get-support-departments.js';
import { getTicketAttachment } from './actions/get-ticket-attachment.js';
import { getTicket } from './actions/get-ticket.js';
import { getTickets } from './actions/get-tickets.js';
import { logActivity } from './actions/log-activity.js';
import { moduleChangePw } from './actions/module-change-pw.js';
import { openTicket } from './actions/open-ticket.js';
import { resetPassword } from './actions/reset-password.js';
import { sendEmail } from './actions/send-email.js';
import {
  errorReply,
  type ActionHandler,
  type ActionReply,
  type WhmcsRelease,
} from './actions/types.js';
import { updateClientProduct } from './actions/update-client-product.js';
import { updateClient } from './actions/update-client.js';
import { updatePayMethod } from './actions/update-pay-method.js';
import { updateTicket } from './actions/update-ticket.js';
import { upgradeProduct } from './actions/upgrade-product.js';
import { validateLogin } from './actions/validate-login.js';
import { whmcsDetails } from './actions/whmcs-details.js';
import { permissionDeniedMessage, type ApiRole } from './api-role.js';
import { hasValidCredentials, safeEqual } from './auth.js';
import type { ServerClock } from './calendar.js';
import type { Database } from './db/database.js';
import type { FaultInjector } from './faults.js';
import type { EmulatorCredentials, ReplyStyle } from './options.js';
import { Params } from './params.js';

/** Every implemented action, by its WHMCS name. */
export const ACTIONS: Readonly<Record<string, ActionHandler>> = {
  AcceptOrder: acceptOrder,
  AddCancelRequest: addCancelRequest,
  AddClient: addClient,
  AddCredit: addCredit,
  AddInvoicePayment: addInvoicePayment,
  AddOrder: addOrder,
  AddPayMethod: addPayMethod,
  AddTicketReply: addTicketReply,
  ApplyCredit: applyCredit,
  CreateInvoice: createInvoice,
  CreateSsoToken: createSsoToken,
  DeletePayMethod: deletePayMethod,
  GetActivityLog: getActivityLog,
  GetAffiliates: getAffiliates,
  GetAnnouncements: getAnnouncements,
  GetCancelledPackages: getCancelledPackages,
  GetClientGroups: getClientGroups,
  GetClientsDetails: getClientsDetails,
  GetClientsProducts: getClientsProducts,
  GetConfigurationValue: getConfigurationValue,
  GetCredits: getCredits,
  GetCurrencies: getCurrencies,
  GetEmails: getEmails,
  GetInvoice: getInvoice,
  GetInvoices: getInvoices,
  GetOrders: getOrders,
  GetPayMethods: getPayMethods,
  GetPaymentMethods: getPaymentMethods,
  GetProducts: getProducts,
  GetPromotions: getPromotions,
  GetStats: getStats,
  GetSupportDepartments: getSupportDepartments,
  GetTicket: getTicket,
  GetTicketAttachment: getTicketAttachment,
  GetTickets: getTickets,
  LogActivity: logActivity,
  ModuleChangePw: moduleChangePw,
  OpenTicket: openTicket,
  ResetPassword: resetPassword,
  SendEmail: sendEmail,
  UpdateClient: updateClient,
  UpdateClientProduct: updateClientProduct,
  UpdatePayMethod: updatePayMethod,
  UpdateTicket: updateTicket,
  UpgradeProduct: upgradeProduct,
  ValidateLogin: validateLogin,
  WhmcsDetails: whmcsDetails,
};

/** The WHMCS names of the implemented actions. */
export const SUPPORTED_ACTIONS: readonly string[] = Object.keys(ACTIONS);

const HANDLERS = new Map(
  Object.entries(ACTIONS).map(([name, handler]) => [
    name.toLowerCase(),
    handler,
  ]),
);

/**
 * Actions younger than some WHMCS versions, by lowercased name and the version that
 * added them (the action's Version History); older versions do not know them.
 */
const ACTION_SINCE: ReadonlyMap<string, string> = new Map([
  ['whmcsdetails', '8.0'],
]);

/** What the API route needs from the emulator. */
export interface DispatchOptions {
  db: Database;
  faults: FaultInjector;
  credentials: EmulatorCredentials;
  /** Fixed base URL for SSO links; derived from the request when absent. */
  publicUrl?: string;
  /** `real` escapes request text like WHMCS; `docs` keeps it as sent. */
  replyStyle: ReplyStyle;
  /** The WHMCS release being emulated. */
  whmcs: WhmcsRelease;
  /** The API role of the credential (actions it lacks). */
  role: ApiRole;
  /** WHMCS's clock. */
  clock: ServerClock;
}

/** PHP's `json_encode` escapes `/`; callers must cope, so the emulator does it too. */
function encodePhpJson(body: ActionReply): string {
  return JSON.stringify(body).replace(/\//g, '\\/');
}

const HEX_ESCAPES: Record<string, string> = {
  '\\"': '\\u0022',
  '<': '\\u003C',
  '>': '\\u003E',
  '&': '\\u0026',
  "'": '\\u0027',
  '/': '\\/',
};

/**
 * The encoding public reports show for WHMCS's permission error: the quotes inside
 * the message arrive as `\u0022`, which is PHP's `json_encode` with JSON_HEX_TAG,
 * JSON_HEX_APOS, JSON_HEX_AMP and JSON_HEX_QUOT (the defaults of Symfony's
 * `JsonResponse`), so `<`, `>`, `&` and `'` are hex-escaped too.
 */
export function encodeHexJson(body: ActionReply): string {
  return JSON.stringify(body).replace(/"(?:[^"\\]|\\.)*"/g, (token) => {
    const inner = token
      .slice(1, -1)
      .replace(/\\"|\\.|[<>&'/]/g, (match) => HEX_ESCAPES[match] ?? match);
    return `"${inner}"`;
  });
}

/** An answer made before it is sent: its status and JSON text. */
interface Answer {
  status: number;
  text: string;
}

function jsonAnswer(status: number, body: ActionReply): Answer {
  return { status, text: encodePhpJson(body) };
}

/**
 * WHMCS's read actions (`Get…`), whose work changes nothing and so may run
 * while the call's latency passes.
 */
function isRead(action: string): boolean {
  return /^get/i.test(action);
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
 * `Authentication Failed`), the access key (403 `Invalid Access Key`), the API role
 * (403 `Invalid Permissions: …`), then the action by case-insensitive name
 * (`Command Not Found`). Junk faults (`notice`, `bom`) go before whatever answer follows.
 */
export function registerApiRoute(
  app: FastifyInstance,
  options: DispatchOptions,
): void {
  const { db, faults, credentials, role } = options;
  /** The call's answer, without any junk printed before it. */
  const answerOf = (
    request: FastifyRequest,
    params: Params,
    action: string,
  ): Answer => {
    if (!hasValidCredentials(params, credentials)) {
      return jsonAnswer(403, errorReply('Authentication Failed'));
    }
    if (
      credentials.accessKey !== undefined &&
      !safeEqual(params.rawString('accesskey') ?? '', credentials.accessKey)
    ) {
      return jsonAnswer(403, errorReply('Invalid Access Key'));
    }
    // The role is checked before the action reads its parameters, so a probe with
    // dummy parameters already tells whether the credential may call the action.
    if (role.denies(action)) {
      return {
        status: 403,
        text: encodeHexJson(errorReply(permissionDeniedMessage(action))),
      };
    }
    const since = ACTION_SINCE.get(action.toLowerCase());
    const handler =
      since === undefined || options.whmcs.isAtLeast(since)
        ? HANDLERS.get(action.toLowerCase())
        : undefined;
    if (!handler) {
      return jsonAnswer(200, errorReply('Command Not Found'));
    }
    try {
      return jsonAnswer(
        200,
        handler({
          db,
          params,
          clientIp: request.ip,
          publicUrl: resolvePublicUrl(request, options.publicUrl),
          whmcs: options.whmcs,
          replyStyle: options.replyStyle,
          clock: options.clock,
        }),
      );
    } catch (error) {
      request.log.error({ err: error, action }, 'action failed');
      return jsonAnswer(200, errorReply('An unexpected error occurred'));
    }
  };
  app.post(
    '/includes/api.php',
    { onRequest: faults.noteArrival },
    async (request, reply) => {
      const params = new Params(request.body, {
        escapeText: options.replyStyle === 'real',
      });
      const action = params.text('action');
      // A read's work runs inside its latency; a change is made only once the
      // call is through its faults, so a dropped call changed nothing.
      const outcome = await faults.intercept(
        action,
        request,
        reply,
        isRead(action) ? () => answerOf(request, params, action) : undefined,
      );
      if (outcome.answered) {
        return reply;
      }
      const answer = outcome.early ?? answerOf(request, params, action);
      return reply
        .code(answer.status)
        .type('application/json; charset=utf-8')
        .send(`${outcome.prefix}${answer.text}`);
    },
  );
}

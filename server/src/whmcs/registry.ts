import type { z } from 'zod';

import type { WhmcsActionDefinition } from './action-definition.js';
import { acceptOrderAction } from './actions/accept-order.js';
import { addCancelRequestAction } from './actions/add-cancel-request.js';
import { addClientAction } from './actions/add-client.js';
import { addInvoicePaymentAction } from './actions/add-invoice-payment.js';
import { addOrderAction } from './actions/add-order.js';
import { addTicketReplyAction } from './actions/add-ticket-reply.js';
import { applyCreditAction } from './actions/apply-credit.js';
import { createSsoTokenAction } from './actions/create-sso-token.js';
import { deletePayMethodAction } from './actions/delete-pay-method.js';
import { getActivityLogAction } from './actions/get-activity-log.js';
import { getAffiliatesAction } from './actions/get-affiliates.js';
import { getAnnouncementsAction } from './actions/get-announcements.js';
import { getCancelledPackagesAction } from './actions/get-cancelled-packages.js';
import { getClientGroupsAction } from './actions/get-client-groups.js';
import { getClientsDetailsAction } from './actions/get-clients-details.js';
import { getClientsProductsAction } from './actions/get-clients-products.js';
import { getConfigurationValueAction } from './actions/get-configuration-value.js';
import { getCreditsAction } from './actions/get-credits.js';
import { getCurrenciesAction } from './actions/get-currencies.js';
import { getEmailsAction } from './actions/get-emails.js';
import { getInvoiceAction } from './actions/get-invoice.js';
import { getInvoicesAction } from './actions/get-invoices.js';
import { getOrdersAction } from './actions/get-orders.js';
import { getPayMethodsAction } from './actions/get-pay-methods.js';
import { getPaymentMethodsAction } from './actions/get-payment-methods.js';
import { getProductsAction } from './actions/get-products.js';
import { getPromotionsAction } from './actions/get-promotions.js';
import { getStatsAction } from './actions/get-stats.js';
import { getSupportDepartmentsAction } from './actions/get-support-departments.js';
import { getTicketAttachmentAction } from './actions/get-ticket-attachment.js';
import { getTicketAction } from './actions/get-ticket.js';
import { getTicketsAction } from './actions/get-tickets.js';
import { logActivityAction } from './actions/log-activity.js';
import { moduleChangePwAction } from './actions/module-change-pw.js';
import { openTicketAction } from './actions/open-ticket.js';
import { resetPasswordAction } from './actions/reset-password.js';
import { sendEmailAction } from './actions/send-email.js';
import { updateClientProductAction } from './actions/update-client-product.js';
import { updateClientAction } from './actions/update-client.js';
import { updatePayMethodAction } from './actions/update-pay-method.js';
import { updateTicketAction } from './actions/update-ticket.js';
import { upgradeProductAction } from './actions/upgrade-product.js';
import { validateLoginAction } from './actions/validate-login.js';
import { whmcsDetailsAction } from './actions/whmcs-details.js';

/**
 * Every WHMCS action the server may call, by WHMCS's spelling; adding an
 * action is one file under `actions/` and one entry here, and the client
 * gains a typed method for it.
 */
export const whmcsActions = {
  AcceptOrder: acceptOrderAction,
  AddCancelRequest: addCancelRequestAction,
  AddClient: addClientAction,
  AddInvoicePayment: addInvoicePaymentAction,
  AddOrder: addOrderAction,
  AddTicketReply: addTicketReplyAction,
  ApplyCredit: applyCreditAction,
  CreateSsoToken: createSsoTokenAction,
  DeletePayMethod: deletePayMethodAction,
  GetActivityLog: getActivityLogAction,
  GetAffiliates: getAffiliatesAction,
  GetAnnouncements: getAnnouncementsAction,
  GetCancelledPackages: getCancelledPackagesAction,
  GetClientGroups: getClientGroupsAction,
  GetClientsDetails: getClientsDetailsAction,
  GetClientsProducts: getClientsProductsAction,
  GetConfigurationValue: getConfigurationValueAction,
  GetCredits: getCreditsAction,
  GetCurrencies: getCurrenciesAction,
  GetEmails: getEmailsAction,
  GetInvoice: getInvoiceAction,
  GetInvoices: getInvoicesAction,
  GetOrders: getOrdersAction,
  GetPayMethods: getPayMethodsAction,
  GetPaymentMethods: getPaymentMethodsAction,
  GetProducts: getProductsAction,
  GetPromotions: getPromotionsAction,
  GetStats: getStatsAction,
  GetSupportDepartments: getSupportDepartmentsAction,
  GetTicket: getTicketAction,
  GetTicketAttachment: getTicketAttachmentAction,
  GetTickets: getTicketsAction,
  LogActivity: logActivityAction,
  ModuleChangePw: moduleChangePwAction,
  OpenTicket: openTicketAction,
  ResetPassword: resetPasswordAction,
  SendEmail: sendEmailAction,
  UpdateClient: updateClientAction,
  UpdateClientProduct: updateClientProductAction,
  UpdatePayMethod: updatePayMethodAction,
  UpdateTicket: updateTicketAction,
  UpgradeProduct: upgradeProductAction,
  ValidateLogin: validateLoginAction,
  WhmcsDetails: whmcsDetailsAction,
} as const;

/** A WHMCS action name the client knows, e.g. `'GetClientsProducts'`. */
export type WhmcsActionName = keyof typeof whmcsActions;

/** The parameters our code passes for an action. */
export type WhmcsActionParams<A extends WhmcsActionName> =
  (typeof whmcsActions)[A] extends WhmcsActionDefinition<
    infer Params,
    z.ZodType
  >
    ? Params
    : never;

/** The parsed, normalised reply of an action. */
export type WhmcsActionReply<A extends WhmcsActionName> = z.output<
  (typeof whmcsActions)[A]['replySchema']
>;

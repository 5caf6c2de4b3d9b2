import type { z } from 'zod';

import {
  withdrawalRequestSchema,
  withdrawalResponseSchema,
  withdrawalsResponseSchema,
} from './affiliate.js';
import { sendAlertRequestSchema } from './alerts.js';
import {
  markAnnouncementsSeenRequestSchema,
  markAnnouncementsSeenResponseSchema,
} from './announcements.js';
import {
  authRequestSchema,
  confirmSignupRequestSchema,
  meResponseSchema,
  sendCodeRequestSchema,
  sendCodeResponseSchema,
  sessionResponseSchema,
  signupRequestSchema,
  signupResponseSchema,
  verifyCodeRequestSchema,
} from './auth.js';
import {
  cancelReceiptRequestSchema,
  cancelRequestRequestSchema,
  cancelRequestResponseSchema,
} from './cancellation.js';
import {
  emptyRequestSchema,
  fileResponseSchema,
  okResponseSchema,
  pdfResponseSchema,
} from './common.js';
import { allDataRequestSchema, allDataResponseSchema } from './dashboard.js';
import { envResponseSchema } from './env.js';
import {
  applyCreditRequestSchema,
  applyCreditResponseSchema,
  invoicePdfRequestSchema,
  invoiceRequestSchema,
  invoiceResponseSchema,
  invoicesRequestSchema,
  invoicesResponseSchema,
  payAllRequestSchema,
  payAllResponseSchema,
  payInvoiceRequestSchema,
  payInvoiceResponseSchema,
} from './invoices.js';
import {
  lineStatusRequestSchema,
  lineStatusResponseSchema,
} from './line-status.js';
import {
  catalogueRequestSchema,
  catalogueResponseSchema,
  changePlanRequestSchema,
  changePlanResponseSchema,
  orderRequestSchema,
  orderResponseSchema,
  planOptionsRequestSchema,
  planOptionsResponseSchema,
} from './plans.js';
import {
  changeEmailRequestSchema,
  changeEmailResponseSchema,
  confirmEmailRequestSchema,
  confirmEmailResponseSchema,
  profileRequestSchema,
  profileResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  updateProfileRequestSchema,
  updateProfileResponseSchema,
} from './profile.js';
import {
  resellerProductRequestSchema,
  resellerProductResponseSchema,
  updateRedirectUrlRequestSchema,
  updateRedirectUrlResponseSchema,
} from './reseller.js';
import { ENDPOINT_ROUTES } from './routes.js';
import type { EndpointRoute } from './routes.js';
import {
  endOtherSessionsResponseSchema,
  endSessionRequestSchema,
  sessionsResponseSchema,
} from './sessions.js';
import {
  deviceSetupRequestSchema,
  deviceSetupResponseSchema,
  subscriptionChangeResponseSchema,
  subscriptionsRequestSchema,
  subscriptionsResponseSchema,
  updateMacAddressRequestSchema,
  updateParentalCodeRequestSchema,
  updatePasswordRequestSchema,
  updatePasswordResponseSchema,
} from './subscriptions.js';
import {
  addReplyFieldsSchema,
  cancelTicketRequestSchema,
  departementsRequestSchema,
  openTicketFieldsSchema,
  openTicketResponseSchema,
  ticketAttachmentRequestSchema,
  ticketChangeResponseSchema,
  departementsResponseSchema,
  ticketRequestSchema,
  ticketResponseSchema,
  ticketsRequestSchema,
  ticketsResponseSchema,
} from './tickets.js';

/** One row of the endpoint table. */
export interface EndpointDefinition extends EndpointRoute {
  /** The JSON body, or for GET the query string. */
  request: z.ZodType;
  /** The 200 answer; errors are always the error envelope. */
  response: z.ZodType;
}

/**
 * Every endpoint of the members-area API. The keys are the API's published names,
 * verbatim: they name the server route, the web fetcher and its hook.
 */
export const endpoints = {
  sendCode: {
    ...ENDPOINT_ROUTES.sendCode,
    request: sendCodeRequestSchema,
    response: sendCodeResponseSchema,
  },
  verifyCode: {
    ...ENDPOINT_ROUTES.verifyCode,
    request: verifyCodeRequestSchema,
    response: sessionResponseSchema,
  },
  auth: {
    ...ENDPOINT_ROUTES.auth,
    request: authRequestSchema,
    response: sessionResponseSchema,
  },
  signup: {
    ...ENDPOINT_ROUTES.signup,
    request: signupRequestSchema,
    response: signupResponseSchema,
  },
  confirmSignup: {
    ...ENDPOINT_ROUTES.confirmSignup,
    request: confirmSignupRequestSchema,
    response: sessionResponseSchema,
  },
  logout: {
    ...ENDPOINT_ROUTES.logout,
    request: emptyRequestSchema,
    response: okResponseSchema,
  },
  me: {
    ...ENDPOINT_ROUTES.me,
    request: emptyRequestSchema,
    response: meResponseSchema,
  },
  env: {
    ...ENDPOINT_ROUTES.env,
    request: emptyRequestSchema,
    response: envResponseSchema,
  },
  allData: {
    ...ENDPOINT_ROUTES.allData,
    request: allDataRequestSchema,
    response: allDataResponseSchema,
  },
  markAnnouncementsSeen: {
    ...ENDPOINT_ROUTES.markAnnouncementsSeen,
    request: markAnnouncementsSeenRequestSchema,
    response: markAnnouncementsSeenResponseSchema,
  },
  invoices: {
    ...ENDPOINT_ROUTES.invoices,
    request: invoicesRequestSchema,
    response: invoicesResponseSchema,
  },
  tickets: {
    ...ENDPOINT_ROUTES.tickets,
    request: ticketsRequestSchema,
    response: ticketsResponseSchema,
  },
  subscriptions: {
    ...ENDPOINT_ROUTES.subscriptions,
    request: subscriptionsRequestSchema,
    response: subscriptionsResponseSchema,
  },
  departements: {
    ...ENDPOINT_ROUTES.departements,
    request: departementsRequestSchema,
    response: departementsResponseSchema,
  },
  invoice: {
    ...ENDPOINT_ROUTES.invoice,
    request: invoiceRequestSchema,
    response: invoiceResponseSchema,
  },
  sendAlert: {
    ...ENDPOINT_ROUTES.sendAlert,
    request: sendAlertRequestSchema,
    response: okResponseSchema,
  },
  ticket: {
    ...ENDPOINT_ROUTES.ticket,
    request: ticketRequestSchema,
    response: ticketResponseSchema,
  },
  updateMacAddress: {
    ...ENDPOINT_ROUTES.updateMacAddress,
    request: updateMacAddressRequestSchema,
    response: subscriptionChangeResponseSchema,
  },
  update_parental_code: {
    ...ENDPOINT_ROUTES.update_parental_code,
    request: updateParentalCodeRequestSchema,
    response: subscriptionChangeResponseSchema,
  },
  updatePassword: {
    ...ENDPOINT_ROUTES.updatePassword,
    request: updatePasswordRequestSchema,
    response: updatePasswordResponseSchema,
  },
  deviceSetup: {
    ...ENDPOINT_ROUTES.deviceSetup,
    request: deviceSetupRequestSchema,
    response: deviceSetupResponseSchema,
  },
  lineStatus: {
    ...ENDPOINT_ROUTES.lineStatus,
    request: lineStatusRequestSchema,
    response: lineStatusResponseSchema,
  },
  payInvoice: {
    ...ENDPOINT_ROUTES.payInvoice,
    request: payInvoiceRequestSchema,
    response: payInvoiceResponseSchema,
  },
  payAll: {
    ...ENDPOINT_ROUTES.payAll,
    request: payAllRequestSchema,
    response: payAllResponseSchema,
  },
  cancelRequest: {
    ...ENDPOINT_ROUTES.cancelRequest,
    request: cancelRequestRequestSchema,
    response: cancelRequestResponseSchema,
  },
  cancelReceipt: {
    ...ENDPOINT_ROUTES.cancelReceipt,
    request: cancelReceiptRequestSchema,
    response: pdfResponseSchema,
  },
  applyCredit: {
    ...ENDPOINT_ROUTES.applyCredit,
    request: applyCreditRequestSchema,
    response: applyCreditResponseSchema,
  },
  invoicePdf: {
    ...ENDPOINT_ROUTES.invoicePdf,
    request: invoicePdfRequestSchema,
    response: pdfResponseSchema,
  },
  openTicket: {
    ...ENDPOINT_ROUTES.openTicket,
    request: openTicketFieldsSchema,
    response: openTicketResponseSchema,
  },
  addReply: {
    ...ENDPOINT_ROUTES.addReply,
    request: addReplyFieldsSchema,
    response: ticketChangeResponseSchema,
  },
  cancelTicket: {
    ...ENDPOINT_ROUTES.cancelTicket,
    request: cancelTicketRequestSchema,
    response: ticketChangeResponseSchema,
  },
  ticketAttachment: {
    ...ENDPOINT_ROUTES.ticketAttachment,
    request: ticketAttachmentRequestSchema,
    response: fileResponseSchema,
  },
  withdrawal: {
    ...ENDPOINT_ROUTES.withdrawal,
    request: withdrawalRequestSchema,
    response: withdrawalResponseSchema,
  },
  sessions: {
    ...ENDPOINT_ROUTES.sessions,
    request: emptyRequestSchema,
    response: sessionsResponseSchema,
  },
  endSession: {
    ...ENDPOINT_ROUTES.endSession,
    request: endSessionRequestSchema,
    response: okResponseSchema,
  },
  endOtherSessions: {
    ...ENDPOINT_ROUTES.endOtherSessions,
    request: emptyRequestSchema,
    response: endOtherSessionsResponseSchema,
  },
  withdrawals: {
    ...ENDPOINT_ROUTES.withdrawals,
    request: emptyRequestSchema,
    response: withdrawalsResponseSchema,
  },
  update_redirect_url: {
    ...ENDPOINT_ROUTES.update_redirect_url,
    request: updateRedirectUrlRequestSchema,
    response: updateRedirectUrlResponseSchema,
  },
  planOptions: {
    ...ENDPOINT_ROUTES.planOptions,
    request: planOptionsRequestSchema,
    response: planOptionsResponseSchema,
  },
  changePlan: {
    ...ENDPOINT_ROUTES.changePlan,
    request: changePlanRequestSchema,
    response: changePlanResponseSchema,
  },
  catalogue: {
    ...ENDPOINT_ROUTES.catalogue,
    request: catalogueRequestSchema,
    response: catalogueResponseSchema,
  },
  order: {
    ...ENDPOINT_ROUTES.order,
    request: orderRequestSchema,
    response: orderResponseSchema,
  },
  profile: {
    ...ENDPOINT_ROUTES.profile,
    request: profileRequestSchema,
    response: profileResponseSchema,
  },
  updateProfile: {
    ...ENDPOINT_ROUTES.updateProfile,
    request: updateProfileRequestSchema,
    response: updateProfileResponseSchema,
  },
  changeEmail: {
    ...ENDPOINT_ROUTES.changeEmail,
    request: changeEmailRequestSchema,
    response: changeEmailResponseSchema,
  },
  confirmEmail: {
    ...ENDPOINT_ROUTES.confirmEmail,
    request: confirmEmailRequestSchema,
    response: confirmEmailResponseSchema,
  },
  resetPassword: {
    ...ENDPOINT_ROUTES.resetPassword,
    request: resetPasswordRequestSchema,
    response: resetPasswordResponseSchema,
  },
  resellerProduct: {
    ...ENDPOINT_ROUTES.resellerProduct,
    request: resellerProductRequestSchema,
    response: resellerProductResponseSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;

/** The table's type. */
export type Endpoints = typeof endpoints;

/** An endpoint name, e.g. `allData`. */
export type EndpointName = keyof Endpoints;

/** What a caller sends to an endpoint (before parsing). */
export type EndpointRequest<N extends EndpointName> = z.input<
  Endpoints[N]['request']
>;

/** What an endpoint answers with status 200. */
export type EndpointResponse<N extends EndpointName> = z.output<
  Endpoints[N]['response']
>;

/** The endpoint names, in table order. */
export const ENDPOINT_NAMES = Object.keys(endpoints) as EndpointName[];

import type { z } from 'zod';

import { accountEndpoints } from './endpoints/account.js';
import { billingEndpoints } from './endpoints/billing.js';
import { clientAreaEndpoints } from './endpoints/client-area.js';
import { dashboardEndpoints } from './endpoints/dashboard.js';
import { lineExtrasEndpoints } from './endpoints/line-extras.js';
import { pushEndpoints } from './endpoints/push.js';
import { rightsEndpoints } from './endpoints/rights.js';
import { securityEndpoints } from './endpoints/security.js';
import { subscriptionsEndpoints } from './endpoints/subscriptions.js';
import { supportEndpoints } from './endpoints/support.js';
import type { EndpointRoute } from './routes.js';

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
  // Row by row rather than spread by area: the table keeps its order, which
  // ENDPOINT_NAMES and the OpenAPI document's paths follow.
  sendCode: accountEndpoints.sendCode,
  verifyCode: accountEndpoints.verifyCode,
  auth: accountEndpoints.auth,
  signup: accountEndpoints.signup,
  confirmSignup: accountEndpoints.confirmSignup,
  logout: accountEndpoints.logout,
  me: accountEndpoints.me,
  env: dashboardEndpoints.env,
  allData: dashboardEndpoints.allData,
  markAnnouncementsSeen: dashboardEndpoints.markAnnouncementsSeen,
  invoices: billingEndpoints.invoices,
  tickets: supportEndpoints.tickets,
  subscriptions: subscriptionsEndpoints.subscriptions,
  departements: supportEndpoints.departements,
  invoice: billingEndpoints.invoice,
  sendAlert: dashboardEndpoints.sendAlert,
  ticket: supportEndpoints.ticket,
  updateMacAddress: subscriptionsEndpoints.updateMacAddress,
  update_parental_code: subscriptionsEndpoints.update_parental_code,
  updatePassword: subscriptionsEndpoints.updatePassword,
  deviceSetup: subscriptionsEndpoints.deviceSetup,
  lineStatus: subscriptionsEndpoints.lineStatus,
  payInvoice: billingEndpoints.payInvoice,
  payAll: billingEndpoints.payAll,
  cancelRequest: billingEndpoints.cancelRequest,
  cancelReceipt: billingEndpoints.cancelReceipt,
  applyCredit: billingEndpoints.applyCredit,
  invoicePdf: billingEndpoints.invoicePdf,
  openTicket: supportEndpoints.openTicket,
  addReply: supportEndpoints.addReply,
  cancelTicket: supportEndpoints.cancelTicket,
  ticketAttachment: supportEndpoints.ticketAttachment,
  withdrawal: billingEndpoints.withdrawal,
  sessions: accountEndpoints.sessions,
  endSession: accountEndpoints.endSession,
  endOtherSessions: accountEndpoints.endOtherSessions,
  withdrawals: billingEndpoints.withdrawals,
  update_redirect_url: subscriptionsEndpoints.update_redirect_url,
  planOptions: subscriptionsEndpoints.planOptions,
  changePlan: subscriptionsEndpoints.changePlan,
  catalogue: subscriptionsEndpoints.catalogue,
  order: subscriptionsEndpoints.order,
  profile: accountEndpoints.profile,
  updateProfile: accountEndpoints.updateProfile,
  changeEmail: accountEndpoints.changeEmail,
  confirmEmail: accountEndpoints.confirmEmail,
  resetPassword: accountEndpoints.resetPassword,
  resellerProduct: subscriptionsEndpoints.resellerProduct,
  security: securityEndpoints.security,
  passkeyRegisterOptions: securityEndpoints.passkeyRegisterOptions,
  passkeyRegister: securityEndpoints.passkeyRegister,
  renamePasskey: securityEndpoints.renamePasskey,
  removePasskey: securityEndpoints.removePasskey,
  passkeySignInOptions: securityEndpoints.passkeySignInOptions,
  passkeySignIn: securityEndpoints.passkeySignIn,
  totpSetup: securityEndpoints.totpSetup,
  totpEnable: securityEndpoints.totpEnable,
  totpDisable: securityEndpoints.totpDisable,
  renewRecoveryCodes: securityEndpoints.renewRecoveryCodes,
  secondFactor: securityEndpoints.secondFactor,
  stepUp: securityEndpoints.stepUp,
  signInHistory: securityEndpoints.signInHistory,
  withdraw: rightsEndpoints.withdraw,
  withdrawReceipt: rightsEndpoints.withdrawReceipt,
  withdrawableLines: rightsEndpoints.withdrawableLines,
  privacy: rightsEndpoints.privacy,
  marketingConsent: rightsEndpoints.marketingConsent,
  requestErasure: rightsEndpoints.requestErasure,
  dataExport: rightsEndpoints.dataExport,
  payMethods: clientAreaEndpoints.payMethods,
  setDefaultPayMethod: clientAreaEndpoints.setDefaultPayMethod,
  removePayMethod: clientAreaEndpoints.removePayMethod,
  addPayMethodLink: clientAreaEndpoints.addPayMethodLink,
  autoPay: clientAreaEndpoints.autoPay,
  addFundsLink: clientAreaEndpoints.addFundsLink,
  creditHistory: clientAreaEndpoints.creditHistory,
  emails: clientAreaEndpoints.emails,
  email: clientAreaEndpoints.email,
  serviceStatus: clientAreaEndpoints.serviceStatus,
  connectionOptions: clientAreaEndpoints.connectionOptions,
  addConnection: clientAreaEndpoints.addConnection,
  channels: lineExtrasEndpoints.channels,
  channelGuide: lineExtrasEndpoints.channelGuide,
  pushKey: pushEndpoints.pushKey,
  pushSubscribe: pushEndpoints.pushSubscribe,
  pushUnsubscribe: pushEndpoints.pushUnsubscribe,
  pushPreferences: pushEndpoints.pushPreferences,
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

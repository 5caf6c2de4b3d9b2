import { BASE_PATH } from './pages.js';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call an endpoint: anyone, or a signed-in customer. */
export type EndpointAuth = 'public' | 'session';

/** Where an endpoint lives and who may call it. */
export interface EndpointRoute {
  method: HttpMethod;
  path: string;
  auth: EndpointAuth;
  summary: string;
  /** How the request body is sent; JSON unless said otherwise. */
  body?: 'json' | 'multipart';
}

const API = `${BASE_PATH}/api`;

/**
 * Method, path and auth class of every endpoint, without schemas, so that
 * the web app can call the API without bundling the validators. The keys are
 * the API's published names, verbatim. `endpoints` adds the schemas to each row.
 */
export const ENDPOINT_ROUTES = {
  sendCode: {
    method: 'POST',
    path: `${API}/sendCode`,
    auth: 'public',
    summary: 'E-mail a six-digit sign-in code (same answer for any address)',
  },
  verifyCode: {
    method: 'POST',
    path: `${API}/verifyCode`,
    auth: 'public',
    summary: 'Sign in with the e-mailed code of this attempt',
  },
  auth: {
    method: 'POST',
    path: '/api/auth',
    auth: 'public',
    summary: 'Sign in with the WHMCS password',
  },
  signup: {
    method: 'POST',
    path: `${API}/signup`,
    auth: 'public',
    summary: 'Create an account and e-mail its confirmation link',
  },
  confirmSignup: {
    method: 'POST',
    path: `${API}/confirmSignup`,
    auth: 'public',
    summary: 'Confirm a signup with the e-mailed token and sign in',
  },
  logout: {
    method: 'POST',
    path: `${API}/logout`,
    auth: 'session',
    summary: 'End the session on the server',
  },
  me: {
    method: 'GET',
    path: `${API}/me`,
    auth: 'session',
    summary: 'The signed-in customer',
  },
  env: {
    method: 'GET',
    path: `${API}/env`,
    auth: 'public',
    summary: 'Public settings of this members area',
  },
  allData: {
    method: 'POST',
    path: `${API}/allData`,
    auth: 'session',
    summary: 'Everything the dashboard shows, loaded in parallel',
  },
  invoices: {
    method: 'POST',
    path: `${API}/invoices`,
    auth: 'session',
    summary: "The customer's invoices",
  },
  tickets: {
    method: 'POST',
    path: `${API}/tickets`,
    auth: 'session',
    summary: "The customer's support tickets",
  },
  subscriptions: {
    method: 'POST',
    path: '/api/subscriptions',
    auth: 'session',
    summary: "The customer's subscriptions, active and not",
  },
  departements: {
    method: 'POST',
    path: `${API}/departements`,
    auth: 'session',
    summary: 'Support departments a ticket can be opened in',
  },
  invoice: {
    method: 'POST',
    path: `${API}/invoice`,
    auth: 'session',
    summary: 'One of the customer’s invoices, with its items',
  },
  sendAlert: {
    method: 'POST',
    path: `${API}/sendAlert`,
    auth: 'public',
    summary:
      'Record a visit from a WHMCS entry link in the client’s activity log (needs the WHMCS identifier)',
  },
  ticket: {
    method: 'POST',
    path: `${API}/ticket`,
    auth: 'session',
    summary: 'One of the customer’s tickets, with its thread',
  },
  updateMacAddress: {
    method: 'PUT',
    path: `${API}/updateMacAddress`,
    auth: 'session',
    summary: 'Set the device MAC of an Active subscription',
  },
  update_parental_code: {
    method: 'PUT',
    path: `${API}/update_parental_code`,
    auth: 'session',
    summary: 'Set the parental code of an Active subscription',
  },
  updatePassword: {
    method: 'PUT',
    path: '/api/updatePassword',
    auth: 'session',
    summary: 'Give an Active subscription a new, generated line password',
  },
  deviceSetup: {
    method: 'POST',
    path: `${API}/deviceSetup`,
    auth: 'session',
    summary:
      'Server URL, credentials, playlist and guide of an Active subscription',
  },
  lineStatus: {
    method: 'POST',
    path: `${API}/lineStatus`,
    auth: 'session',
    summary:
      'The live state of an Active subscription’s line on the IPTV panel (status, expiry, connections)',
  },
  payInvoice: {
    method: 'POST',
    path: `${API}/payInvoice`,
    auth: 'session',
    summary: 'A payment link for an Unpaid invoice',
  },
  payAll: {
    method: 'POST',
    path: `${API}/payAll`,
    auth: 'session',
    summary: 'A payment link for all Unpaid invoices at once (mass pay)',
  },
  cancelRequest: {
    method: 'POST',
    path: `${API}/cancelRequest`,
    auth: 'public',
    summary:
      'Declare a cancellation (§ 312k BGB): signed in for an own subscription, or as a guest',
  },
  cancelReceipt: {
    method: 'GET',
    path: `${API}/cancelReceipt`,
    auth: 'public',
    summary:
      'The receipt of a cancellation as a PDF (by the link cancelRequest gave)',
  },
  applyCredit: {
    method: 'POST',
    path: `${API}/applyCredit`,
    auth: 'session',
    summary: 'Apply account credit to an Unpaid invoice',
  },
  invoicePdf: {
    method: 'GET',
    path: `${API}/invoicePdf`,
    auth: 'session',
    summary: 'An invoice as a PDF document',
  },
  openTicket: {
    method: 'POST',
    path: `${API}/openTicket`,
    auth: 'session',
    body: 'multipart',
    summary: 'Open a support ticket, with attachments',
  },
  addReply: {
    method: 'POST',
    path: `${API}/addReply`,
    auth: 'session',
    body: 'multipart',
    summary: 'Reply to one of the customer’s tickets, with attachments',
  },
  cancelTicket: {
    method: 'PUT',
    path: `${API}/cancelTicket`,
    auth: 'session',
    summary: 'Close one of the customer’s tickets',
  },
  ticketAttachment: {
    method: 'GET',
    path: `${API}/ticketAttachment`,
    auth: 'session',
    summary: 'Download a file attached to one of the customer’s tickets',
  },
  withdrawal: {
    method: 'POST',
    path: `${API}/withdrawal`,
    auth: 'session',
    summary: 'Ask for affiliate earnings to be paid out (affiliates only)',
  },
  withdrawals: {
    method: 'GET',
    path: `${API}/withdrawals`,
    auth: 'session',
    summary:
      'Earlier withdrawal requests and the available balance (affiliates only)',
  },
  update_redirect_url: {
    method: 'PUT',
    path: `${API}/update_redirect_url`,
    auth: 'session',
    summary: 'Set the reseller redirect URL (resellers only)',
  },
  sessions: {
    method: 'GET',
    path: `${API}/sessions`,
    auth: 'session',
    summary: 'The signed-in customer’s sessions (devices)',
  },
  endSession: {
    method: 'POST',
    path: `${API}/endSession`,
    auth: 'session',
    summary: 'End one of the customer’s sessions',
  },
  endOtherSessions: {
    method: 'POST',
    path: `${API}/endOtherSessions`,
    auth: 'session',
    summary: 'End every session of the customer but this one',
  },
  planOptions: {
    method: 'POST',
    path: `${API}/planOptions`,
    auth: 'session',
    summary:
      'The plans an Active subscription may move to, with the price difference for the rest of the period',
  },
  changePlan: {
    method: 'POST',
    path: `${API}/changePlan`,
    auth: 'session',
    summary:
      'Move an Active subscription to another allowed plan; answers the invoice to pay',
  },
  catalogue: {
    method: 'POST',
    path: `${API}/catalogue`,
    auth: 'session',
    summary: 'The products a customer may order, in their currency',
  },
  order: {
    method: 'POST',
    path: `${API}/order`,
    auth: 'session',
    summary:
      'Order another line (one product and cycle, a promotion code optionally); answers the invoice to pay',
  },
  profile: {
    method: 'POST',
    path: `${API}/profile`,
    auth: 'session',
    summary: 'The customer’s details, e-mail categories and language',
  },
  updateProfile: {
    method: 'PUT',
    path: `${API}/profile`,
    auth: 'session',
    summary:
      'Change the details, e-mail categories and language (an allow-list of UpdateClient fields)',
  },
  changeEmail: {
    method: 'POST',
    path: `${API}/changeEmail`,
    auth: 'session',
    summary: 'Send a code to a new sign-in e-mail address',
  },
  confirmEmail: {
    method: 'POST',
    path: `${API}/confirmEmail`,
    auth: 'session',
    summary: 'Confirm the new e-mail with its code; the old address is told',
  },
  resetPassword: {
    method: 'POST',
    path: `${API}/resetPassword`,
    auth: 'session',
    summary: 'Have WHMCS e-mail its own password-reset link',
  },
  resellerProduct: {
    method: 'POST',
    path: `${API}/resellerProduct`,
    auth: 'session',
    summary: 'Status of a reseller’s service, for the reseller success page',
  },
} as const satisfies Record<string, EndpointRoute>;

import { CLIENT_AREA_ROUTES } from './client-area-routes.js';
import { LINE_EXTRAS_ROUTES } from './line-extras-routes.js';
import { BASE_PATH } from './pages.js';
import { PUSH_ROUTES } from './push-routes.js';
import { RIGHTS_ROUTES } from './rights-routes.js';
import { SECURITY_ROUTES } from './security-routes.js';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call an endpoint: anyone, or a signed-in customer. */
export type EndpointAuth = 'public' | 'session';

/** Where an endpoint lives and who may call it. */
export interface EndpointRoute {
  method: HttpMethod;
  path: string;
  auth: EndpointAuth;
  /** How the request body is sent; JSON unless said otherwise. */
  body?: 'json' | 'multipart';
}

const API = `${BASE_PATH}/api`;

/**
 * Method, path and auth class of every endpoint, without schemas or
 * summaries (`endpoint-summaries.ts`), so that the web app can call the API
 * without bundling the validators or the API's documentation. The keys are
 * the API's published names, verbatim. `endpoints` adds the schemas to each row.
 */
export const ENDPOINT_ROUTES = {
  sendCode: {
    method: 'POST',
    path: `${API}/sendCode`,
    auth: 'public',
  },
  verifyCode: {
    method: 'POST',
    path: `${API}/verifyCode`,
    auth: 'public',
  },
  auth: {
    method: 'POST',
    path: '/api/auth',
    auth: 'public',
  },
  signup: {
    method: 'POST',
    path: `${API}/signup`,
    auth: 'public',
  },
  confirmSignup: {
    method: 'POST',
    path: `${API}/confirmSignup`,
    auth: 'public',
  },
  logout: {
    method: 'POST',
    path: `${API}/logout`,
    auth: 'session',
  },
  me: {
    method: 'GET',
    path: `${API}/me`,
    auth: 'session',
  },
  env: {
    method: 'GET',
    path: `${API}/env`,
    auth: 'public',
  },
  allData: {
    method: 'POST',
    path: `${API}/allData`,
    auth: 'session',
  },
  markAnnouncementsSeen: {
    method: 'POST',
    path: `${API}/markAnnouncementsSeen`,
    auth: 'session',
  },
  invoices: {
    method: 'POST',
    path: `${API}/invoices`,
    auth: 'session',
  },
  tickets: {
    method: 'POST',
    path: `${API}/tickets`,
    auth: 'session',
  },
  subscriptions: {
    method: 'POST',
    path: '/api/subscriptions',
    auth: 'session',
  },
  departements: {
    method: 'POST',
    path: `${API}/departements`,
    auth: 'session',
  },
  invoice: {
    method: 'POST',
    path: `${API}/invoice`,
    auth: 'session',
  },
  sendAlert: {
    method: 'POST',
    path: `${API}/sendAlert`,
    auth: 'public',
  },
  ticket: {
    method: 'POST',
    path: `${API}/ticket`,
    auth: 'session',
  },
  updateMacAddress: {
    method: 'PUT',
    path: `${API}/updateMacAddress`,
    auth: 'session',
  },
  update_parental_code: {
    method: 'PUT',
    path: `${API}/update_parental_code`,
    auth: 'session',
  },
  updatePassword: {
    method: 'PUT',
    path: '/api/updatePassword',
    auth: 'session',
  },
  deviceSetup: {
    method: 'POST',
    path: `${API}/deviceSetup`,
    auth: 'session',
  },
  lineStatus: {
    method: 'POST',
    path: `${API}/lineStatus`,
    auth: 'session',
  },
  payInvoice: {
    method: 'POST',
    path: `${API}/payInvoice`,
    auth: 'session',
  },
  payAll: {
    method: 'POST',
    path: `${API}/payAll`,
    auth: 'session',
  },
  cancelRequest: {
    method: 'POST',
    path: `${API}/cancelRequest`,
    auth: 'public',
  },
  cancelReceipt: {
    method: 'GET',
    path: `${API}/cancelReceipt`,
    auth: 'public',
  },
  applyCredit: {
    method: 'POST',
    path: `${API}/applyCredit`,
    auth: 'session',
  },
  invoicePdf: {
    method: 'GET',
    path: `${API}/invoicePdf`,
    auth: 'session',
  },
  openTicket: {
    method: 'POST',
    path: `${API}/openTicket`,
    auth: 'session',
    body: 'multipart',
  },
  addReply: {
    method: 'POST',
    path: `${API}/addReply`,
    auth: 'session',
    body: 'multipart',
  },
  cancelTicket: {
    method: 'PUT',
    path: `${API}/cancelTicket`,
    auth: 'session',
  },
  ticketAttachment: {
    method: 'GET',
    path: `${API}/ticketAttachment`,
    auth: 'session',
  },
  withdrawal: {
    method: 'POST',
    path: `${API}/withdrawal`,
    auth: 'session',
  },
  withdrawals: {
    method: 'GET',
    path: `${API}/withdrawals`,
    auth: 'session',
  },
  update_redirect_url: {
    method: 'PUT',
    path: `${API}/update_redirect_url`,
    auth: 'session',
  },
  sessions: {
    method: 'GET',
    path: `${API}/sessions`,
    auth: 'session',
  },
  endSession: {
    method: 'POST',
    path: `${API}/endSession`,
    auth: 'session',
  },
  endOtherSessions: {
    method: 'POST',
    path: `${API}/endOtherSessions`,
    auth: 'session',
  },
  planOptions: {
    method: 'POST',
    path: `${API}/planOptions`,
    auth: 'session',
  },
  changePlan: {
    method: 'POST',
    path: `${API}/changePlan`,
    auth: 'session',
  },
  catalogue: {
    method: 'POST',
    path: `${API}/catalogue`,
    auth: 'session',
  },
  order: {
    method: 'POST',
    path: `${API}/order`,
    auth: 'session',
  },
  profile: {
    method: 'POST',
    path: `${API}/profile`,
    auth: 'session',
  },
  updateProfile: {
    method: 'PUT',
    path: `${API}/profile`,
    auth: 'session',
  },
  changeEmail: {
    method: 'POST',
    path: `${API}/changeEmail`,
    auth: 'session',
  },
  confirmEmail: {
    method: 'POST',
    path: `${API}/confirmEmail`,
    auth: 'session',
  },
  resetPassword: {
    method: 'POST',
    path: `${API}/resetPassword`,
    auth: 'session',
  },
  resellerProduct: {
    method: 'POST',
    path: `${API}/resellerProduct`,
    auth: 'session',
  },
  ...SECURITY_ROUTES,
  ...RIGHTS_ROUTES,
  ...CLIENT_AREA_ROUTES,
  ...LINE_EXTRAS_ROUTES,
  ...PUSH_ROUTES,
} as const satisfies Record<string, EndpointRoute>;

import { BASE_PATH } from './pages.js';
import type { EndpointRoute } from './routes.js';

const API = `${BASE_PATH}/api`;

/**
 * The routes of the rest of WHMCS's client area: payment methods and
 * automatic charging, adding funds and the credit's history, the e-mail
 * history, the service status and one more connection.
 */
export const CLIENT_AREA_ROUTES = {
  payMethods: { method: 'GET', path: `${API}/payMethods`, auth: 'session' },
  setDefaultPayMethod: {
    method: 'POST',
    path: `${API}/setDefaultPayMethod`,
    auth: 'session',
  },
  removePayMethod: {
    method: 'POST',
    path: `${API}/removePayMethod`,
    auth: 'session',
  },
  addPayMethodLink: {
    method: 'POST',
    path: `${API}/addPayMethodLink`,
    auth: 'session',
  },
  autoPay: { method: 'POST', path: `${API}/autoPay`, auth: 'session' },
  addFundsLink: {
    method: 'POST',
    path: `${API}/addFundsLink`,
    auth: 'session',
  },
  creditHistory: {
    method: 'GET',
    path: `${API}/creditHistory`,
    auth: 'session',
  },
  emails: { method: 'GET', path: `${API}/emails`, auth: 'session' },
  email: { method: 'GET', path: `${API}/email`, auth: 'session' },
  serviceStatus: {
    method: 'GET',
    path: `${API}/serviceStatus`,
    auth: 'public',
  },
  connectionOptions: {
    method: 'GET',
    path: `${API}/connectionOptions`,
    auth: 'session',
  },
  addConnection: {
    method: 'POST',
    path: `${API}/addConnection`,
    auth: 'session',
  },
} as const satisfies Record<string, EndpointRoute>;

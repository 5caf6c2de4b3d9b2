import { BASE_PATH } from './pages.js';
import type { EndpointRoute } from './routes.js';

const API = `${BASE_PATH}/api`;

/** The routes of the consumer's rights: withdrawal (§ 356a BGB) and the privacy centre. */
export const RIGHTS_ROUTES = {
  withdraw: {
    method: 'POST',
    path: `${API}/withdraw`,
    auth: 'public',
  },
  withdrawReceipt: {
    method: 'GET',
    path: `${API}/withdrawReceipt`,
    auth: 'public',
  },
  withdrawableLines: {
    method: 'GET',
    path: `${API}/withdrawableLines`,
    auth: 'session',
  },
  privacy: {
    method: 'GET',
    path: `${API}/privacy`,
    auth: 'session',
  },
  marketingConsent: {
    method: 'POST',
    path: `${API}/marketingConsent`,
    auth: 'session',
  },
  requestErasure: {
    method: 'POST',
    path: `${API}/requestErasure`,
    auth: 'session',
  },
  dataExport: {
    method: 'GET',
    path: `${API}/dataExport`,
    auth: 'session',
  },
} as const satisfies Record<string, EndpointRoute>;

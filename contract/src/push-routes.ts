import { BASE_PATH } from './pages.js';
import type { EndpointRoute } from './routes.js';

const API = `${BASE_PATH}/api`;

/** The routes of web push reminders: the key, a device's subscription and its preferences. */
export const PUSH_ROUTES = {
  pushKey: { method: 'GET', path: `${API}/pushKey`, auth: 'session' },
  pushSubscribe: {
    method: 'POST',
    path: `${API}/pushSubscribe`,
    auth: 'session',
  },
  pushUnsubscribe: {
    method: 'POST',
    path: `${API}/pushUnsubscribe`,
    auth: 'session',
  },
  pushPreferences: {
    method: 'POST',
    path: `${API}/pushPreferences`,
    auth: 'session',
  },
} as const satisfies Record<string, EndpointRoute>;

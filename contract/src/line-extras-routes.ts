import { BASE_PATH } from './pages.js';
import type { EndpointRoute } from './routes.js';

const API = `${BASE_PATH}/api`;

/** The routes of what a line carries: its channels and their now/next. */
export const LINE_EXTRAS_ROUTES = {
  channels: { method: 'POST', path: `${API}/channels`, auth: 'session' },
  channelGuide: {
    method: 'POST',
    path: `${API}/channelGuide`,
    auth: 'session',
  },
} as const satisfies Record<string, EndpointRoute>;

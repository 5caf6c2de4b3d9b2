import { defineRoute } from '../../http/define-route.js';
import { defineFeature } from '../../http/feature.js';
import { endBrowserSession } from '../../sessions/session-cookie.js';

import { endDevice, endOtherDevices, listDevices } from './sessions.service.js';
import { listSignInHistory } from './sign-in-history.service.js';

/**
 * The devices page's calls: list the customer's sessions, end one, end all
 * others; and the security page's sign-in history. Whose sessions and
 * sign-ins is only ever the session's client.
 */
export const sessionsFeature = defineFeature('sessions', (app, deps) => {
  defineRoute(app, 'sessions', {
    handler: async (call, _request, reply) => {
      void reply.header('cache-control', 'no-store');
      return listDevices(deps, call);
    },
  });

  defineRoute(app, 'endSession', {
    handler: async (call, _request, reply) => {
      const { isCurrent } = await endDevice(deps, call);
      if (isCurrent && call.identity.via === 'cookie') {
        endBrowserSession(reply, deps.cookie);
      }
      return {};
    },
  });

  defineRoute(app, 'endOtherSessions', {
    handler: async (call) => endOtherDevices(deps, call),
  });

  defineRoute(app, 'signInHistory', {
    handler: async (call, _request, reply) => {
      void reply.header('cache-control', 'no-store');
      return listSignInHistory(deps, call);
    },
  });
});

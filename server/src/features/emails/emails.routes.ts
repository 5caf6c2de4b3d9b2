import { defineRoute } from '../../http/define-route.js';
import { defineFeature } from '../../http/feature.js';

import { getEmail } from './get-email.service.js';
import { listEmails } from './list-emails.service.js';

/**
 * The e-mail history: the e-mails WHMCS sent the session's client, a page
 * at a time, and one of them with its HTML (which the web app shows only
 * in a sandboxed frame). Never cached: they are the customer's mail.
 */
export const emailsFeature = defineFeature('emails', (app, deps) => {
  defineRoute(app, 'emails', {
    handler: async (call, _request, reply) => {
      void reply.header('cache-control', 'no-store');
      return listEmails(deps, call);
    },
  });

  defineRoute(app, 'email', {
    handler: async (call, _request, reply) => {
      void reply.header('cache-control', 'no-store');
      return getEmail(deps, call);
    },
  });
});

import type { Feature } from '../http/feature.js';

import { affiliateFeature } from './affiliate/affiliate.routes.js';
import { alertsFeature } from './alerts/alerts.routes.js';
import { appInstallFeature } from './app-install/app-install.routes.js';
import { authFeature } from './auth/auth.routes.js';
import { entryLinksFeature } from './auth/entry-links.routes.js';
import { brandFeature } from './brand/brand.routes.js';
import { cancellationFeature } from './cancellation/cancellation.routes.js';
import { channelsFeature } from './channels/channels.routes.js';
import { connectionsFeature } from './connections/connections.routes.js';
import { dashboardFeature } from './dashboard/dashboard.routes.js';
import { emailsFeature } from './emails/emails.routes.js';
import { envFeature } from './env/env.routes.js';
import { fundsFeature } from './funds/funds.routes.js';
import { invoicesFeature } from './invoices/invoices.routes.js';
import { lineStatusFeature } from './line-status/line-status.routes.js';
import { paymentsFeature } from './payments/payments.routes.js';
import { plansFeature } from './plans/plans.routes.js';
import { privacyFeature } from './privacy/privacy.routes.js';
import { profileFeature } from './profile/profile.routes.js';
import { pushFeature } from './push/push.routes.js';
import { resellerFeature } from './reseller/reseller.routes.js';
import { secondFactorFeature } from './second-factor/second-factor.routes.js';
import { securityFeature } from './security/security.routes.js';
import { serviceStatusFeature } from './service-status/service-status.routes.js';
import { sessionsFeature } from './sessions/sessions.routes.js';
import { subscriptionsFeature } from './subscriptions/subscriptions.routes.js';
import { ticketsFeature } from './tickets/tickets.routes.js';
import { withdrawalFeature } from './withdrawal/withdrawal.routes.js';

/** The features, each one plugin registered the same way, in this order. */
export const FEATURES: Feature[] = [
  authFeature,
  entryLinksFeature,
  envFeature,
  alertsFeature,
  dashboardFeature,
  sessionsFeature,
  securityFeature,
  subscriptionsFeature,
  lineStatusFeature,
  channelsFeature,
  invoicesFeature,
  affiliateFeature,
  plansFeature,
  connectionsFeature,
  resellerFeature,
  ticketsFeature,
  cancellationFeature,
  withdrawalFeature,
  brandFeature,
  appInstallFeature,
  profileFeature,
  privacyFeature,
  paymentsFeature,
  serviceStatusFeature,
  secondFactorFeature,
  fundsFeature,
  emailsFeature,
  pushFeature,
];

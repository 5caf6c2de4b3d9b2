import { sendAlertRequestSchema } from '../alerts.js';
import {
  markAnnouncementsSeenRequestSchema,
  markAnnouncementsSeenResponseSchema,
} from '../announcements.js';
import { emptyRequestSchema, okResponseSchema } from '../common.js';
import { allDataRequestSchema, allDataResponseSchema } from '../dashboard.js';
import { envResponseSchema } from '../env.js';
import { ENDPOINT_ROUTES } from '../routes.js';

/** The app's settings, the dashboard's data, its announcements and the entry alert. */
export const dashboardEndpoints = {
  env: {
    ...ENDPOINT_ROUTES.env,
    request: emptyRequestSchema,
    response: envResponseSchema,
  },
  allData: {
    ...ENDPOINT_ROUTES.allData,
    request: allDataRequestSchema,
    response: allDataResponseSchema,
  },
  markAnnouncementsSeen: {
    ...ENDPOINT_ROUTES.markAnnouncementsSeen,
    request: markAnnouncementsSeenRequestSchema,
    response: markAnnouncementsSeenResponseSchema,
  },
  sendAlert: {
    ...ENDPOINT_ROUTES.sendAlert,
    request: sendAlertRequestSchema,
    response: okResponseSchema,
  },
} as const;

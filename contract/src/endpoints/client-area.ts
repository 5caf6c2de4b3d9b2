import { emptyRequestSchema } from '../common.js';
import {
  addConnectionRequestSchema,
  addConnectionResponseSchema,
  connectionOptionsRequestSchema,
  connectionOptionsResponseSchema,
} from '../connections.js';
import {
  emailRequestSchema,
  emailResponseSchema,
  emailsRequestSchema,
  emailsResponseSchema,
} from '../emails.js';
import {
  autoPayRequestSchema,
  creditHistoryResponseSchema,
  handOffLinkResponseSchema,
  payMethodRequestSchema,
  payMethodsResponseSchema,
} from '../payments.js';
import { ENDPOINT_ROUTES } from '../routes.js';
import { serviceStatusResponseSchema } from '../service-status.js';

/** Payment methods, funds, e-mail history, service status, connections. */
export const clientAreaEndpoints = {
  payMethods: {
    ...ENDPOINT_ROUTES.payMethods,
    request: emptyRequestSchema,
    response: payMethodsResponseSchema,
  },
  setDefaultPayMethod: {
    ...ENDPOINT_ROUTES.setDefaultPayMethod,
    request: payMethodRequestSchema,
    response: payMethodsResponseSchema,
  },
  removePayMethod: {
    ...ENDPOINT_ROUTES.removePayMethod,
    request: payMethodRequestSchema,
    response: payMethodsResponseSchema,
  },
  addPayMethodLink: {
    ...ENDPOINT_ROUTES.addPayMethodLink,
    request: emptyRequestSchema,
    response: handOffLinkResponseSchema,
  },
  autoPay: {
    ...ENDPOINT_ROUTES.autoPay,
    request: autoPayRequestSchema,
    response: payMethodsResponseSchema,
  },
  addFundsLink: {
    ...ENDPOINT_ROUTES.addFundsLink,
    request: emptyRequestSchema,
    response: handOffLinkResponseSchema,
  },
  creditHistory: {
    ...ENDPOINT_ROUTES.creditHistory,
    request: emptyRequestSchema,
    response: creditHistoryResponseSchema,
  },
  emails: {
    ...ENDPOINT_ROUTES.emails,
    request: emailsRequestSchema,
    response: emailsResponseSchema,
  },
  email: {
    ...ENDPOINT_ROUTES.email,
    request: emailRequestSchema,
    response: emailResponseSchema,
  },
  serviceStatus: {
    ...ENDPOINT_ROUTES.serviceStatus,
    request: emptyRequestSchema,
    response: serviceStatusResponseSchema,
  },
  connectionOptions: {
    ...ENDPOINT_ROUTES.connectionOptions,
    request: connectionOptionsRequestSchema,
    response: connectionOptionsResponseSchema,
  },
  addConnection: {
    ...ENDPOINT_ROUTES.addConnection,
    request: addConnectionRequestSchema,
    response: addConnectionResponseSchema,
  },
} as const;

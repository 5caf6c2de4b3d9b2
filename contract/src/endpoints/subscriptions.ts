import {
  lineStatusRequestSchema,
  lineStatusResponseSchema,
} from '../line-status.js';
import {
  catalogueRequestSchema,
  catalogueResponseSchema,
  changePlanRequestSchema,
  changePlanResponseSchema,
  orderRequestSchema,
  orderResponseSchema,
  planOptionsRequestSchema,
  planOptionsResponseSchema,
} from '../plans.js';
import {
  resellerProductRequestSchema,
  resellerProductResponseSchema,
  updateRedirectUrlRequestSchema,
  updateRedirectUrlResponseSchema,
} from '../reseller.js';
import { ENDPOINT_ROUTES } from '../routes.js';
import {
  deviceSetupRequestSchema,
  deviceSetupResponseSchema,
  subscriptionChangeResponseSchema,
  subscriptionsRequestSchema,
  subscriptionsResponseSchema,
  updateMacAddressRequestSchema,
  updateParentalCodeRequestSchema,
  updatePasswordRequestSchema,
  updatePasswordResponseSchema,
} from '../subscriptions.js';

/** The lines: their settings, live state, plans, orders and the reseller's product. */
export const subscriptionsEndpoints = {
  subscriptions: {
    ...ENDPOINT_ROUTES.subscriptions,
    request: subscriptionsRequestSchema,
    response: subscriptionsResponseSchema,
  },
  updateMacAddress: {
    ...ENDPOINT_ROUTES.updateMacAddress,
    request: updateMacAddressRequestSchema,
    response: subscriptionChangeResponseSchema,
  },
  update_parental_code: {
    ...ENDPOINT_ROUTES.update_parental_code,
    request: updateParentalCodeRequestSchema,
    response: subscriptionChangeResponseSchema,
  },
  updatePassword: {
    ...ENDPOINT_ROUTES.updatePassword,
    request: updatePasswordRequestSchema,
    response: updatePasswordResponseSchema,
  },
  deviceSetup: {
    ...ENDPOINT_ROUTES.deviceSetup,
    request: deviceSetupRequestSchema,
    response: deviceSetupResponseSchema,
  },
  lineStatus: {
    ...ENDPOINT_ROUTES.lineStatus,
    request: lineStatusRequestSchema,
    response: lineStatusResponseSchema,
  },
  planOptions: {
    ...ENDPOINT_ROUTES.planOptions,
    request: planOptionsRequestSchema,
    response: planOptionsResponseSchema,
  },
  changePlan: {
    ...ENDPOINT_ROUTES.changePlan,
    request: changePlanRequestSchema,
    response: changePlanResponseSchema,
  },
  catalogue: {
    ...ENDPOINT_ROUTES.catalogue,
    request: catalogueRequestSchema,
    response: catalogueResponseSchema,
  },
  order: {
    ...ENDPOINT_ROUTES.order,
    request: orderRequestSchema,
    response: orderResponseSchema,
  },
  resellerProduct: {
    ...ENDPOINT_ROUTES.resellerProduct,
    request: resellerProductRequestSchema,
    response: resellerProductResponseSchema,
  },
  update_redirect_url: {
    ...ENDPOINT_ROUTES.update_redirect_url,
    request: updateRedirectUrlRequestSchema,
    response: updateRedirectUrlResponseSchema,
  },
} as const;

import { emptyRequestSchema, okResponseSchema } from '../common.js';
import {
  pushKeyResponseSchema,
  pushPreferencesRequestSchema,
  pushPreferencesResponseSchema,
  pushSubscribeRequestSchema,
  pushUnsubscribeRequestSchema,
} from '../push.js';
import { ENDPOINT_ROUTES } from '../routes.js';

/** Web push reminders: the key, a device's subscription and its preferences. */
export const pushEndpoints = {
  pushKey: {
    ...ENDPOINT_ROUTES.pushKey,
    request: emptyRequestSchema,
    response: pushKeyResponseSchema,
  },
  pushSubscribe: {
    ...ENDPOINT_ROUTES.pushSubscribe,
    request: pushSubscribeRequestSchema,
    response: pushPreferencesResponseSchema,
  },
  pushUnsubscribe: {
    ...ENDPOINT_ROUTES.pushUnsubscribe,
    request: pushUnsubscribeRequestSchema,
    response: okResponseSchema,
  },
  pushPreferences: {
    ...ENDPOINT_ROUTES.pushPreferences,
    request: pushPreferencesRequestSchema,
    response: pushPreferencesResponseSchema,
  },
} as const;

import {
  channelGuideRequestSchema,
  channelGuideResponseSchema,
  channelsRequestSchema,
  channelsResponseSchema,
} from '../channels.js';
import { ENDPOINT_ROUTES } from '../routes.js';

/** What a line carries: its channels and their now/next. */
export const lineExtrasEndpoints = {
  channels: {
    ...ENDPOINT_ROUTES.channels,
    request: channelsRequestSchema,
    response: channelsResponseSchema,
  },
  channelGuide: {
    ...ENDPOINT_ROUTES.channelGuide,
    request: channelGuideRequestSchema,
    response: channelGuideResponseSchema,
  },
} as const;

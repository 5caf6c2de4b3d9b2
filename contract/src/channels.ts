/**
 * What a line carries: its live channels by category, with a catch-up
 * marker, and what is on now and next. Read by the server from the IPTV
 * panel's player API (`player_api.php`: get_live_categories,
 * get_live_streams, get_short_epg) with the line's own credentials, never
 * an admin key. Texts from the panel are plain text: shown as text, never
 * as HTML.
 */
import { z } from 'zod';

import { MAX_GUIDE_STREAMS } from './channel-rules.js';
import { idSchema, identitySchema, instantSchema } from './common.js';

/** A panel's stream id: a positive integer. */
export const streamIdSchema = z.number().int().positive().max(2_147_483_647);

/** `channels`: the live channels of the session's own Active line. */
export const channelsRequestSchema = identitySchema.extend({
  serviceid: idSchema,
});
export type ChannelsRequest = z.infer<typeof channelsRequestSchema>;

export const channelCategorySchema = z
  .object({
    id: z.string().describe('The panel’s category_id'),
    name: z.string().describe('The panel’s category_name, plain text'),
  })
  .meta({ id: 'ChannelCategory' });
export type ChannelCategory = z.infer<typeof channelCategorySchema>;

export const channelSchema = z
  .object({
    streamId: streamIdSchema,
    number: z
      .number()
      .int()
      .nonnegative()
      .describe('The panel’s channel number (num)'),
    name: z.string().describe('The channel’s name, plain text'),
    categoryId: z
      .string()
      .nullable()
      .describe('Its category; null when the panel names none'),
    hasCatchUp: z
      .boolean()
      .describe('The panel keeps past programmes (tv_archive = 1)'),
    catchUpDays: z
      .number()
      .int()
      .nonnegative()
      .describe('Days of catch-up (tv_archive_duration); 0 without'),
    hasGuide: z
      .boolean()
      .describe('The panel names a guide channel (epg_channel_id)'),
  })
  .meta({ id: 'Channel' });
export type Channel = z.infer<typeof channelSchema>;

export const channelsResponseSchema = z
  .object({
    categories: z.array(channelCategorySchema),
    channels: z
      .array(channelSchema)
      .describe('In the panel’s order (by number)'),
    readAt: instantSchema.describe('When the list was read from the panel'),
  })
  .meta({ id: 'Channels' });
export type ChannelsResponse = z.infer<typeof channelsResponseSchema>;

/** `channelGuide`: now and next for some channels of the session's own line. */
export const channelGuideRequestSchema = identitySchema.extend({
  serviceid: idSchema,
  streamIds: z.array(streamIdSchema).min(1).max(MAX_GUIDE_STREAMS),
});
export type ChannelGuideRequest = z.infer<typeof channelGuideRequestSchema>;

export const programmeSchema = z
  .object({
    title: z.string().describe('Plain text (the panel sends it base64)'),
    start: instantSchema,
    end: instantSchema,
  })
  .meta({ id: 'Programme' });
export type Programme = z.infer<typeof programmeSchema>;

export const channelGuideEntrySchema = z.object({
  streamId: streamIdSchema,
  now: programmeSchema.nullable(),
  next: programmeSchema.nullable(),
});
export type ChannelGuideEntry = z.infer<typeof channelGuideEntrySchema>;

export const channelGuideResponseSchema = z
  .object({
    entries: z
      .array(channelGuideEntrySchema)
      .describe(
        'One per asked stream id the line carries, in the asked order; others are left out',
      ),
  })
  .meta({ id: 'ChannelGuide' });
export type ChannelGuideResponse = z.infer<typeof channelGuideResponseSchema>;

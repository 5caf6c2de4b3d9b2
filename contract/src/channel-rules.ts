/**
 * The channel list's rules both sides need, without schemas (the web's
 * channel list loads them without building any zod schema): how long the
 * list and the guide are kept, how many channels one guide call may ask
 * about, and the open-ticket page's query of a channel report.
 */

/** How long a line's channel list is kept in the shared store. */
export const CHANNEL_LIST_TTL_SECONDS = 600;
/** How long a channel's now/next is kept in the shared store. */
export const CHANNEL_GUIDE_TTL_SECONDS = 300;
/** Most channels one `channelGuide` call asks about (a screen's worth and some). */
export const MAX_GUIDE_STREAMS = 60;

/**
 * The open-ticket page's own query when a channel is reported (never
 * `serviceid`): the line's service id, the channel's stream id, name and
 * category, and when the customer saw the fault.
 */
export const CHANNEL_REPORT_QUERY = {
  line: 'reportLine',
  streamId: 'reportStream',
  channel: 'reportChannel',
  category: 'reportCategory',
  seenAt: 'reportAt',
} as const;

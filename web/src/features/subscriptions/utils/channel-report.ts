import { CHANNEL_REPORT_QUERY, PAGES } from '@members/contract';
import type { Channel } from '@members/contract';

/**
 * The open-ticket page's address for a channel report: the channel's own
 * query (never `serviceid`, which on arrival is an entry link), with when
 * the customer saw the fault.
 */
export function channelReportPath({
  serviceid,
  channel,
  categoryName,
  seenAt,
}: {
  serviceid: number;
  channel: Pick<Channel, 'streamId' | 'name'>;
  categoryName: string | null;
  seenAt: string;
}): string {
  // Written out rather than with URLSearchParams: the list makes one for
  // each row it draws. The names are the contract's, plain letters.
  const category =
    categoryName === null
      ? ''
      : `&${CHANNEL_REPORT_QUERY.category}=${encodeURIComponent(categoryName)}`;
  return (
    `${PAGES.openTicket}?${CHANNEL_REPORT_QUERY.line}=${serviceid}` +
    `&${CHANNEL_REPORT_QUERY.streamId}=${channel.streamId}` +
    `&${CHANNEL_REPORT_QUERY.channel}=${encodeURIComponent(channel.name)}` +
    `&${CHANNEL_REPORT_QUERY.seenAt}=${encodeURIComponent(seenAt)}${category}`
  );
}

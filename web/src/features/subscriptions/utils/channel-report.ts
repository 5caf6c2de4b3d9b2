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
  const query = new URLSearchParams({
    [CHANNEL_REPORT_QUERY.line]: String(serviceid),
    [CHANNEL_REPORT_QUERY.streamId]: String(channel.streamId),
    [CHANNEL_REPORT_QUERY.channel]: channel.name,
    [CHANNEL_REPORT_QUERY.seenAt]: seenAt,
  });
  if (categoryName !== null) {
    query.set(CHANNEL_REPORT_QUERY.category, categoryName);
  }
  return `${PAGES.openTicket}?${query.toString()}`;
}

import { PAGES } from '@members/contract';
import { describe, expect, it } from 'vitest';

import { channelReportPath } from '@/features/subscriptions/utils/channel-report';
import { readChannelReport } from '@/features/tickets/utils/channel-report';

/** What the open-ticket page reads from the link a channel list row makes. */
function readBack(path: string) {
  const [page, query = ''] = path.split('?');
  return { page, report: readChannelReport(new URLSearchParams(query)) };
}

describe('channelReportPath', () => {
  it('names the line, channel, category and time for the ticket page', () => {
    const path = channelReportPath({
      serviceid: 101,
      channel: { streamId: 7001, name: 'Sport 1 HD' },
      categoryName: 'Sport',
      seenAt: '2026-11-30T08:15:00.000Z',
    });
    expect(readBack(path)).toEqual({
      page: PAGES.openTicket,
      report: {
        line: 101,
        streamId: 7001,
        channel: 'Sport 1 HD',
        category: 'Sport',
        seenAt: '2026-11-30T08:15:00.000Z',
      },
    });
  });

  it('keeps a panel text whole, whatever characters it holds', () => {
    const name = 'A&B = 100% +1 #news ?x / Ünïcödé 📺';
    const category = 'Films & Séries / VOD?+';
    const path = channelReportPath({
      serviceid: 5,
      channel: { streamId: 1, name },
      categoryName: category,
      seenAt: '2026-11-30T08:15:00.000Z',
    });
    expect(path).not.toContain('#');
    expect(path.split('?')).toHaveLength(2);
    expect(readBack(path).report).toMatchObject({ channel: name, category });
  });

  it('leaves the category out when the panel names none', () => {
    const path = channelReportPath({
      serviceid: 5,
      channel: { streamId: 1, name: 'News' },
      categoryName: null,
      seenAt: '2026-11-30T08:15:00.000Z',
    });
    expect(path).not.toContain('reportCategory');
    expect(readBack(path).report?.category).toBeNull();
  });
});

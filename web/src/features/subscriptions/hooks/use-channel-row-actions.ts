import type { Channel } from '@members/contract';
import { useCallback } from 'react';

import { useLocalePath } from '@/hooks/locale-context';
import { useHref, useNavigate } from '@/lib/router';
import { now } from '@/utils/clock';

import { channelReportPath } from '../utils/channel-report';

/**
 * What the rows of a line's channel list share, made once for the list:
 * the address and action of each row's report link. The time the customer
 * saw a fault is when they report it.
 */
export function useChannelRowActions(
  serviceid: number,
  categoryNames: ReadonlyMap<string, string>,
) {
  const toPath = useLocalePath();
  const toHref = useHref();
  const navigate = useNavigate();
  const reportPath = useCallback(
    (channel: Channel) =>
      toPath(
        channelReportPath({
          serviceid,
          channel,
          categoryName:
            channel.categoryId === null
              ? null
              : (categoryNames.get(channel.categoryId) ?? null),
          seenAt: new Date(now()).toISOString(),
        }),
      ),
    [serviceid, categoryNames, toPath],
  );
  const reportHref = useCallback(
    (channel: Channel) => toHref(reportPath(channel)),
    [reportPath, toHref],
  );
  const onReport = useCallback(
    (channel: Channel) => navigate(reportPath(channel)),
    [reportPath, navigate],
  );
  return { reportHref, onReport };
}

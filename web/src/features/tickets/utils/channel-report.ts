import {
  CHANNEL_REPORT_QUERY,
  TICKET_SUBJECT_MAX_LENGTH,
} from '@members/contract';

import { parseId } from '@/components/ui/parse-id';

/** A reported channel's texts are the panel's: kept to a sane length. */
const REPORT_TEXT_MAX_LENGTH = 200;

/** A channel the customer reports, as the channel list's link names it. */
export interface ChannelReport {
  /** The line's service id. */
  line: number;
  streamId: number;
  channel: string;
  category: string | null;
  /** When the customer saw the fault (ISO 8601). */
  seenAt: string;
}

function textOf(value: string | null): string | null {
  const text = value?.trim().slice(0, REPORT_TEXT_MAX_LENGTH) ?? '';
  return text === '' ? null : text;
}

/**
 * The channel report in an open-ticket address (`CHANNEL_REPORT_QUERY`), or
 * null when there is none or a part of it is not readable.
 */
export function readChannelReport(
  search: URLSearchParams,
): ChannelReport | null {
  const line = parseId(search.get(CHANNEL_REPORT_QUERY.line));
  const streamId = parseId(search.get(CHANNEL_REPORT_QUERY.streamId));
  const channel = textOf(search.get(CHANNEL_REPORT_QUERY.channel));
  const seenAt = search.get(CHANNEL_REPORT_QUERY.seenAt) ?? '';
  if (
    line === null ||
    streamId === null ||
    channel === null ||
    Number.isNaN(Date.parse(seenAt))
  ) {
    return null;
  }
  return {
    line,
    streamId,
    channel,
    category: textOf(search.get(CHANNEL_REPORT_QUERY.category)),
    seenAt,
  };
}

/** A subject cut to what a ticket takes. */
export function toSubject(text: string): string {
  return text.slice(0, TICKET_SUBJECT_MAX_LENGTH);
}

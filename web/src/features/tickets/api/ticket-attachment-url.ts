import { ENDPOINT_ROUTES } from '@members/contract';
import type { TicketAttachment } from '@members/contract';

/** Where a ticket's file downloads from; the session cookie rides along. */
export function ticketAttachmentUrl(
  ticketid: number,
  attachment: TicketAttachment,
): string {
  const query = new URLSearchParams({
    ticketid: String(ticketid),
    replyid: String(attachment.replyid),
    index: String(attachment.index),
  });
  return `${ENDPOINT_ROUTES.ticketAttachment.path}?${query.toString()}`;
}

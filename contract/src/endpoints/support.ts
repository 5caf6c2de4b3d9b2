import { fileResponseSchema } from '../common.js';
import { ENDPOINT_ROUTES } from '../routes.js';
import {
  addReplyFieldsSchema,
  cancelTicketRequestSchema,
  departementsRequestSchema,
  departementsResponseSchema,
  openTicketFieldsSchema,
  openTicketResponseSchema,
  ticketAttachmentRequestSchema,
  ticketChangeResponseSchema,
  ticketRequestSchema,
  ticketResponseSchema,
  ticketsRequestSchema,
  ticketsResponseSchema,
} from '../tickets.js';

/** Support tickets: the list, one ticket, its replies, attachments and departments. */
export const supportEndpoints = {
  tickets: {
    ...ENDPOINT_ROUTES.tickets,
    request: ticketsRequestSchema,
    response: ticketsResponseSchema,
  },
  departements: {
    ...ENDPOINT_ROUTES.departements,
    request: departementsRequestSchema,
    response: departementsResponseSchema,
  },
  ticket: {
    ...ENDPOINT_ROUTES.ticket,
    request: ticketRequestSchema,
    response: ticketResponseSchema,
  },
  openTicket: {
    ...ENDPOINT_ROUTES.openTicket,
    request: openTicketFieldsSchema,
    response: openTicketResponseSchema,
  },
  addReply: {
    ...ENDPOINT_ROUTES.addReply,
    request: addReplyFieldsSchema,
    response: ticketChangeResponseSchema,
  },
  cancelTicket: {
    ...ENDPOINT_ROUTES.cancelTicket,
    request: cancelTicketRequestSchema,
    response: ticketChangeResponseSchema,
  },
  ticketAttachment: {
    ...ENDPOINT_ROUTES.ticketAttachment,
    request: ticketAttachmentRequestSchema,
    response: fileResponseSchema,
  },
} as const;

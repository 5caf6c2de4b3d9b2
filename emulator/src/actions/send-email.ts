import { getAffiliate } from '../db/affiliates.js';
import { getEmailTemplate } from '../db/catalog.js';
import { getClient } from '../db/clients.js';
import type { Database } from '../db/database.js';
import { getInvoice } from '../db/invoices.js';
import { getService } from '../db/services.js';
import { getTicket } from '../db/tickets.js';
import { recordEmail, renderTemplate } from '../notify.js';
import { decodePhpStringMap } from '../php-serialize.js';

import {
  errorReply,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

const MESSAGE_TYPES = [
  'general',
  'product',
  'domain',
  'invoice',
  'support',
  'affiliate',
];

const SENDING_FAILED = 'Sending Failed. Please see documentation.';

/** The client an e-mail of this type goes to, with merge fields of the related record. */
function resolveRecipient(
  db: Database,
  type: string,
  relatedId: number,
): { clientId: number; vars: Record<string, string> } | undefined {
  switch (type) {
    case 'general':
      return getClient(db, relatedId)
        ? { clientId: relatedId, vars: {} }
        : undefined;
    case 'product': {
      const service = getService(db, relatedId);
      return service
        ? {
            clientId: service.client_id,
            vars: {
              service_id: String(service.id),
              service_username: service.username,
            },
          }
        : undefined;
    }
    case 'invoice': {
      const invoice = getInvoice(db, relatedId);
      return invoice
        ? {
            clientId: invoice.userid,
            vars: {
              invoice_id: String(invoice.id),
              invoice_num: String(invoice.id),
            },
          }
        : undefined;
    }
    case 'support': {
      const ticket = getTicket(db, relatedId);
      return ticket
        ? {
            clientId: ticket.userid,
            vars: { ticket_id: ticket.tid, ticket_subject: ticket.subject },
          }
        : undefined;
    }
    case 'affiliate': {
      const affiliate = getAffiliate(db, relatedId);
      return affiliate ? { clientId: affiliate.clientid, vars: {} } : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * SendEmail: sends a client e-mail template (`messagename`) or a custom message
 * (`customtype`, `customsubject`, `custommessage`) for the related record `id`. The
 * emulator's outbox is the `emails` table, so tests can read what was sent.
 * @see https://developers.whmcs.com/api-reference/sendemail/
 */
export function sendEmail({ db, params, clock }: ActionContext): ActionReply {
  const messageName = params.text('messagename');
  const customType = params.text('customtype').toLowerCase();
  if (messageName === '' && customType === '') {
    return errorReply(
      'You must provide either an existing email template name or a custom message type',
    );
  }
  const isCustom = messageName === '';
  if (isCustom && !MESSAGE_TYPES.includes(customType)) {
    return errorReply('Invalid message type provided');
  }
  const customSubject = params.text('customsubject');
  // WHMCS documents `custommessage` as the HTML body of the mail, so it must reach
  // the mail as HTML, not in the escaped form other request text is stored in.
  const customMessage = params.rawString('custommessage') ?? '';
  if (isCustom && customSubject === '') {
    return errorReply('A subject is required for a custom message');
  }
  if (isCustom && customMessage.trim() === '') {
    return errorReply('A message body is required for a custom message');
  }
  const customVarsText = params.text('customvars');
  const customVars = customVarsText ? decodePhpStringMap(customVarsText) : {};
  if (!customVars) {
    return errorReply('The custom variables you provided are invalid.');
  }
  const relatedId = params.int('id') ?? 0;
  if (!relatedId) {
    return errorReply('A related ID is required');
  }
  const template = isCustom ? undefined : getEmailTemplate(db, messageName);
  if (!isCustom && !template) {
    return errorReply('Email Template not found');
  }
  if (template?.disabled) {
    return errorReply('Email Template is disabled');
  }
  const type = template?.type ?? customType;
  const recipient = resolveRecipient(db, type, relatedId);
  if (!recipient) {
    return errorReply(SENDING_FAILED);
  }
  const client = getClient(db, recipient.clientId);
  // The template's text in the client's language, as WHMCS picks it.
  const localized = template
    ? (getEmailTemplate(db, template.name, client?.language ?? '') ?? template)
    : undefined;
  const vars = {
    client_id: String(recipient.clientId),
    client_name: client ? `${client.firstname} ${client.lastname}` : '',
    client_first_name: client?.firstname ?? '',
    client_email: client?.email ?? '',
    ...recipient.vars,
    ...customVars,
  };
  const message = renderTemplate(localized?.message ?? customMessage, vars);
  if (message.trim() === '') {
    return errorReply(SENDING_FAILED);
  }
  recordEmail(db, clock, {
    template: template?.name ?? '',
    type,
    clientId: recipient.clientId,
    relatedId,
    subject: renderTemplate(localized?.subject ?? customSubject, vars),
    message,
    customVars,
  });
  return successReply();
}

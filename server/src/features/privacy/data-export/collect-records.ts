import { collectPages } from '../../../whmcs/index.js';
import type { GetInvoiceReply, GetTicketReply } from '../../../whmcs/index.js';
import type { PrivacyDeps } from '../privacy.service.js';

import type {
  ExportActivity,
  ExportData,
  ExportEmail,
  ExportInvoice,
  ExportTicket,
} from './export-data.js';

/** How many invoices or tickets are read from WHMCS at once. */
const READS_AT_ONCE = 4;

/** Maps the items a few at a time, keeping their order. */
async function mapFewAtOnce<T, R>(
  items: readonly T[],
  map: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += READS_AT_ONCE) {
    const batch = items.slice(start, start + READS_AT_ONCE);
    results.push(...(await Promise.all(batch.map(map))));
  }
  return results;
}

function toInvoice(invoice: GetInvoiceReply): ExportInvoice {
  return {
    id: invoice.invoiceid,
    number: invoice.invoicenum || String(invoice.invoiceid),
    date: invoice.date,
    dueDate: invoice.duedate,
    datePaid: invoice.datepaid,
    status: invoice.status,
    subtotal: invoice.subtotal,
    credit: invoice.credit,
    tax: invoice.tax,
    total: invoice.total,
    balance: invoice.balance,
    paymentMethod: invoice.paymentmethod,
    items: invoice.items.map((item) => ({
      id: item.id,
      type: item.type,
      description: item.description,
      amount: item.amount,
      taxed: item.taxed,
    })),
  };
}

/**
 * A ticket with its messages: staff's internal notes are not the
 * customer's messages and stay out; attachments are named, not embedded.
 */
function toTicket(ticket: GetTicketReply): ExportTicket {
  return {
    id: ticket.ticketid,
    number: ticket.tid,
    department: ticket.deptname,
    subject: ticket.subject,
    status: ticket.status,
    priority: ticket.priority,
    openedAt: ticket.date,
    lastReplyAt: ticket.lastreply,
    messages: ticket.replies.map((reply) => ({
      date: reply.date,
      from: reply.isStaffReply
        ? reply.admin
        : reply.requestor_name || reply.name,
      isStaff: reply.isStaffReply,
      message: reply.message,
      attachments: reply.attachments.map((file) => file.filename),
    })),
  };
}

/** The client's invoices with their items; each checked to be theirs. */
async function collectInvoices(
  deps: PrivacyDeps,
  clientId: number,
): Promise<ExportInvoice[]> {
  const list = await collectPages(
    deps.whmcs,
    'GetInvoices',
    { userid: clientId },
    (reply) => reply.invoices,
  );
  const own = list.filter((invoice) => invoice.userid === clientId);
  const invoices = await mapFewAtOnce(own, (invoice) =>
    deps.whmcs.getInvoice({ invoiceid: invoice.id }),
  );
  return invoices
    .filter((invoice) => invoice.userid === clientId)
    .map(toInvoice);
}

/** The client's tickets with their messages; each checked to be theirs. */
async function collectTickets(
  deps: PrivacyDeps,
  clientId: number,
): Promise<ExportTicket[]> {
  const list = await collectPages(
    deps.whmcs,
    'GetTickets',
    { clientid: clientId },
    (reply) => reply.tickets,
  );
  const own = list.filter((ticket) => ticket.userid === clientId);
  const tickets = await mapFewAtOnce(own, (ticket) =>
    deps.whmcs.getTicket({ ticketid: ticket.id, repliessort: 'ASC' }),
  );
  return tickets.filter((ticket) => ticket.userid === clientId).map(toTicket);
}

/** The e-mails WHMCS sent the client, every page. */
async function collectEmails(
  deps: PrivacyDeps,
  clientId: number,
): Promise<ExportEmail[]> {
  const emails = await collectPages(
    deps.whmcs,
    'GetEmails',
    { clientid: clientId },
    (reply) => reply.emails,
  );
  return emails
    .filter((email) => email.userid === 0 || email.userid === clientId)
    .map((email) => ({
      id: email.id,
      date: email.date,
      to: email.to,
      subject: email.subject,
      message: email.message,
    }));
}

/**
 * The client's activity log entries. Both names of the client filter are
 * sent (`clientid` since WHMCS 8.5, `userid` before), and every entry's
 * owner is checked again: an install that ignored the filter would answer
 * the whole log, and other clients' entries must never reach the file.
 */
async function collectActivity(
  deps: PrivacyDeps,
  clientId: number,
): Promise<ExportActivity[]> {
  const entries = await collectPages(
    deps.whmcs,
    'GetActivityLog',
    { clientid: clientId, userid: clientId },
    (reply) => reply.activity,
  );
  return entries
    .filter((entry) => (entry.clientId || entry.userid) === clientId)
    .map((entry) => ({
      id: entry.id,
      date: entry.date,
      description: entry.description,
      ipAddress: entry.ipaddress,
    }));
}

/** What the export holds from the client's records in WHMCS. */
export async function collectRecords(
  deps: PrivacyDeps,
  clientId: number,
): Promise<Pick<ExportData, 'invoices' | 'tickets' | 'emails' | 'activity'>> {
  const [invoices, tickets, emails, activity] = await Promise.all([
    collectInvoices(deps, clientId),
    collectTickets(deps, clientId),
    collectEmails(deps, clientId),
    collectActivity(deps, clientId),
  ]);
  return { invoices, tickets, emails, activity };
}

import { toCsv } from './csv.js';
import type { CsvValue } from './csv.js';
import type { ExportData } from './export-data.js';

/** One file of the archive: its name and its text. */
export interface ArchiveFile {
  name: string;
  text: string;
}

function table(
  name: string,
  columns: readonly string[],
  rows: readonly (readonly CsvValue[])[],
): ArchiveFile {
  return { name, text: toCsv(columns, rows) };
}

function profileTable(data: ExportData): ArchiveFile {
  const { profile, consents } = data;
  const rows: CsvValue[][] = [
    ...Object.entries(profile)
      .filter(([field]) => field !== 'customFields')
      .map(([field, value]) => [field, value as CsvValue]),
    ...profile.customFields.map((field) => [
      `customField.${field.id}`,
      field.value,
    ]),
    ['marketingOptIn', consents.marketingOptIn],
    ...Object.entries(consents.emailPreferences).map(([name, isOn]) => [
      `emailPreference.${name}`,
      isOn,
    ]),
  ];
  return table('profile.csv', ['field', 'value'], rows);
}

function lineTables(data: ExportData): ArchiveFile[] {
  return [
    table(
      'lines.csv',
      [
        'id',
        'product',
        'group',
        'status',
        'username',
        'orderNumber',
        'registeredOn',
        'nextDueDate',
        'billingCycle',
        'firstPaymentAmount',
        'recurringAmount',
        'paymentMethod',
        'customFields',
        'options',
      ],
      data.lines.map((line) => [
        line.id,
        line.product,
        line.group,
        line.status,
        line.username,
        line.orderNumber,
        line.registeredOn,
        line.nextDueDate,
        line.billingCycle,
        line.firstPaymentAmount,
        line.recurringAmount,
        line.paymentMethod,
        line.customFields
          .map((field) => `${field.name}: ${field.value}`)
          .join('; '),
        line.options
          .map((option) => `${option.option}: ${option.value}`)
          .join('; '),
      ]),
    ),
  ];
}

function invoiceTables(data: ExportData): ArchiveFile[] {
  return [
    table(
      'invoices.csv',
      [
        'id',
        'number',
        'date',
        'dueDate',
        'datePaid',
        'status',
        'subtotal',
        'credit',
        'tax',
        'total',
        'balance',
        'paymentMethod',
      ],
      data.invoices.map((invoice) => [
        invoice.id,
        invoice.number,
        invoice.date,
        invoice.dueDate,
        invoice.datePaid,
        invoice.status,
        invoice.subtotal,
        invoice.credit,
        invoice.tax,
        invoice.total,
        invoice.balance,
        invoice.paymentMethod,
      ]),
    ),
    table(
      'invoice-items.csv',
      ['invoiceId', 'itemId', 'type', 'description', 'amount', 'taxed'],
      data.invoices.flatMap((invoice) =>
        invoice.items.map((item) => [
          invoice.id,
          item.id,
          item.type,
          item.description,
          item.amount,
          item.taxed,
        ]),
      ),
    ),
  ];
}

function ticketTables(data: ExportData): ArchiveFile[] {
  return [
    table(
      'tickets.csv',
      [
        'id',
        'number',
        'department',
        'subject',
        'status',
        'priority',
        'openedAt',
        'lastReplyAt',
      ],
      data.tickets.map((ticket) => [
        ticket.id,
        ticket.number,
        ticket.department,
        ticket.subject,
        ticket.status,
        ticket.priority,
        ticket.openedAt,
        ticket.lastReplyAt,
      ]),
    ),
    table(
      'ticket-messages.csv',
      ['ticketId', 'date', 'from', 'isStaff', 'message', 'attachments'],
      data.tickets.flatMap((ticket) =>
        ticket.messages.map((message) => [
          ticket.id,
          message.date,
          message.from,
          message.isStaff,
          message.message,
          message.attachments.join('; '),
        ]),
      ),
    ),
  ];
}

function historyTables(data: ExportData): ArchiveFile[] {
  return [
    table(
      'emails.csv',
      ['id', 'date', 'to', 'subject', 'message'],
      data.emails.map((email) => [
        email.id,
        email.date,
        email.to,
        email.subject,
        email.message,
      ]),
    ),
    table(
      'activity.csv',
      ['id', 'date', 'description', 'ipAddress'],
      data.activity.map((entry) => [
        entry.id,
        entry.date,
        entry.description,
        entry.ipAddress,
      ]),
    ),
    table(
      'sessions.csv',
      ['createdAt', 'lastSeenAt', 'browser', 'os', 'ipAddress', 'current'],
      data.sessions.map((session) => [
        session.createdAt,
        session.lastSeenAt,
        session.browser,
        session.os,
        session.ipAddress,
        session.current,
      ]),
    ),
    table(
      'sign-ins.csv',
      [
        'at',
        'method',
        'secondFactor',
        'browser',
        'os',
        'ipAddress',
        'newDevice',
      ],
      data.signIns.map((entry) => [
        entry.at,
        entry.method,
        entry.secondFactor,
        entry.browser,
        entry.os,
        entry.ipAddress,
        entry.newDevice,
      ]),
    ),
  ];
}

/** The CSV files of the archive, one per list (contacts are not read). */
export function buildTables(data: ExportData): ArchiveFile[] {
  return [
    profileTable(data),
    table(
      'users.csv',
      ['name', 'email', 'isOwner'],
      data.users.map((user) => [user.name, user.email, user.isOwner]),
    ),
    ...lineTables(data),
    ...invoiceTables(data),
    ...ticketTables(data),
    ...historyTables(data),
  ];
}

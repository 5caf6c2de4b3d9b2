import { prepare, type Database } from './database.js';
import {
  insertRow,
  updateColumns,
  Where,
  type Page,
  type SqlValue,
} from './rows.js';

/** A row of `invoices`; amounts in cents. */
export interface InvoiceRow {
  id: number;
  userid: number;
  invoicenum: string;
  date: string;
  duedate: string;
  datepaid: string;
  last_capture_attempt: string;
  date_refunded: string;
  date_cancelled: string;
  subtotal: number;
  credit: number;
  tax: number;
  tax2: number;
  total: number;
  taxrate: string;
  taxrate2: string;
  status: string;
  paymentmethod: string;
  notes: string;
  created_at: string;
  updated_at: string;
}

/** A row of `invoice_items`. */
export interface InvoiceItemRow {
  id: number;
  invoice_id: number;
  type: string;
  relid: number;
  description: string;
  amount: number;
  taxed: number;
}

/** A row of `transactions` (payments and refunds). */
export interface TransactionRow {
  id: number;
  userid: number;
  currency: number;
  gateway: string;
  date: string;
  description: string;
  amountin: number;
  fees: number;
  amountout: number;
  rate: string;
  transid: string;
  invoiceid: number;
  refundid: number;
}

/** Filters of {@link listInvoices}; `overdueBefore` selects Unpaid invoices due before that date. */
export interface InvoiceFilters {
  clientId?: number;
  status?: string;
  overdueBefore?: string;
}

const ORDER_COLUMNS: Record<string, string> = {
  id: 'id',
  invoicenumber: 'invoicenum',
  date: 'date',
  duedate: 'duedate',
  total: 'total',
  status: 'status',
};

/** One invoice. */
export function getInvoice(db: Database, id: number): InvoiceRow | undefined {
  return prepare<[number], InvoiceRow>(
    db,
    'SELECT * FROM invoices WHERE id = ?',
  ).get(id);
}

/** One page of invoices, sorted by a GetInvoices `orderby` key, with the total count. */
export function listInvoices(
  db: Database,
  filters: InvoiceFilters,
  order: { by: string; direction: 'ASC' | 'DESC' },
  page: Page,
): { total: number; rows: InvoiceRow[] } {
  const where = new Where();
  if (filters.clientId !== undefined) {
    where.add('userid = ?', filters.clientId);
  }
  if (filters.status !== undefined) {
    where.add('status = ?', filters.status);
  }
  if (filters.overdueBefore !== undefined) {
    where.add("status = 'Unpaid' AND duedate < ?", filters.overdueBefore);
  }
  const column = ORDER_COLUMNS[order.by] ?? 'id';
  const total =
    prepare<unknown[], { n: number }>(
      db,
      `SELECT COUNT(*) AS n FROM invoices ${where.toString()}`,
    ).get(...where.values)?.n ?? 0;
  const rows = prepare<unknown[], InvoiceRow>(
    db,
    `SELECT * FROM invoices ${where.toString()} ORDER BY ${column} ${order.direction}, id ${order.direction} LIMIT ? OFFSET ?`,
  ).all(...where.values, page.limit, page.start);
  return { total, rows };
}

/** The line items of an invoice. */
export function listInvoiceItems(
  db: Database,
  invoiceId: number,
): InvoiceItemRow[] {
  return prepare<[number], InvoiceItemRow>(
    db,
    'SELECT * FROM invoice_items WHERE invoice_id = ? ORDER BY id',
  ).all(invoiceId);
}

/** The transactions recorded against an invoice. */
export function listInvoiceTransactions(
  db: Database,
  invoiceId: number,
): TransactionRow[] {
  return prepare<[number], TransactionRow>(
    db,
    'SELECT * FROM transactions WHERE invoiceid = ? ORDER BY id',
  ).all(invoiceId);
}

/** Money received for an invoice, net of refunds, in cents. */
export function getAmountPaid(db: Database, invoiceId: number): number {
  return (
    prepare<[number], { paid: number | null }>(
      db,
      'SELECT SUM(amountin) - SUM(amountout) AS paid FROM transactions WHERE invoiceid = ?',
    ).get(invoiceId)?.paid ?? 0
  );
}

/** What is still to pay on an invoice, in cents (never negative). */
export function getInvoiceBalance(db: Database, invoice: InvoiceRow): number {
  return Math.max(0, invoice.total - getAmountPaid(db, invoice.id));
}

/** Inserts a transaction and returns its id. */
export function insertTransaction(
  db: Database,
  row: Omit<TransactionRow, 'id'> & { id?: number },
): number {
  return insertRow(db, 'transactions', { ...row, id: row.id ?? null });
}

/** Inserts an invoice and returns its id. */
export function insertInvoice(
  db: Database,
  columns: Record<string, SqlValue>,
): number {
  return insertRow(db, 'invoices', columns);
}

/** Updates some columns of an invoice. */
export function updateInvoice(
  db: Database,
  id: number,
  columns: Record<string, SqlValue | undefined>,
): void {
  updateColumns(db, 'invoices', id, columns);
}

/** Invoice counts and sums for one client, by status. */
export function summarizeClientInvoices(
  db: Database,
  clientId: number,
  today: string,
): {
  byStatus: Map<string, { count: number; total: number }>;
  overdue: { count: number; total: number };
} {
  const rows = prepare<[number], { status: string; n: number; total: number }>(
    db,
    'SELECT status, COUNT(*) AS n, SUM(total) AS total FROM invoices WHERE userid = ? GROUP BY status',
  ).all(clientId);
  const overdue = prepare<
    [number, string],
    { n: number; total: number | null }
  >(
    db,
    "SELECT COUNT(*) AS n, SUM(total) AS total FROM invoices WHERE userid = ? AND status = 'Unpaid' AND duedate < ?",
  ).get(clientId, today);
  return {
    byStatus: new Map(
      rows.map((row) => [row.status, { count: row.n, total: row.total }]),
    ),
    overdue: { count: overdue?.n ?? 0, total: overdue?.total ?? 0 },
  };
}

import { isIsoDate } from '../calendar.js';
import { getClient } from '../db/clients.js';
import type { Database } from '../db/database.js';
import { insertInvoice } from '../db/invoices.js';
import { insertRow } from '../db/rows.js';
import { parseMoney } from '../format.js';
import { sendTemplateEmail } from '../notify.js';
import type { Params } from '../params.js';

import { INVOICE_STATUSES } from './get-invoices.js';
import {
  errorReply,
  successReply,
  type ActionContext,
  type ActionReply,
} from './types.js';

/** One line of a new invoice; the amount in cents. */
interface NewItem {
  description: string;
  amount: number;
  taxed: boolean;
}

/** `itemdescriptionN`, `itemamountN`, `itemtaxedN` for N = 1, 2, … until one is missing. */
function readItems(params: Params): NewItem[] | string {
  const items: NewItem[] = [];
  for (let n = 1; params.has(`itemdescription${n}`); n += 1) {
    const amount = parseMoney(params.text(`itemamount${n}`) || '0');
    if (amount === undefined) {
      return `Invalid item amount ${n}`;
    }
    items.push({
      description: params.text(`itemdescription${n}`),
      amount,
      taxed: params.bool(`itemtaxed${n}`),
    });
  }
  return items;
}

/** A tax rate as WHMCS keeps it (`"10.000"`); `undefined` when not a number. */
function readTaxRate(params: Params, name: string): number | undefined {
  const value = params.text(name) || '0';
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : undefined;
}

function saveInvoice(
  db: Database,
  columns: Record<string, string | number>,
  items: NewItem[],
): number {
  const id = insertInvoice(db, columns);
  for (const item of items) {
    insertRow(db, 'invoice_items', {
      invoice_id: id,
      type: '',
      relid: 0,
      description: item.description,
      amount: item.amount,
      taxed: item.taxed ? 1 : 0,
    });
  }
  return id;
}

/**
 * CreateInvoice: a new invoice for the client `userid`, with the lines
 * `itemdescriptionN` / `itemamountN` / `itemtaxedN` (N from 1), Unpaid unless
 * `status` (or `draft`) says otherwise. `date` and `duedate` default to today,
 * `paymentmethod` to the client's default gateway; taxed lines are taxed at
 * `taxrate` and `taxrate2` (default 0); `sendinvoice` sends "Invoice Created".
 * @see https://developers.whmcs.com/api-reference/createinvoice/
 */
export function createInvoice({
  db,
  params,
  clock,
}: ActionContext): ActionReply {
  const client = getClient(db, params.int('userid') ?? 0);
  if (!client) {
    return errorReply('Client ID Not Found');
  }
  const isDraft = params.bool('draft');
  if (isDraft && params.bool('sendinvoice')) {
    return errorReply(
      'Cannot create and send a draft invoice in a single API request. Please create and send separately.',
    );
  }
  const status = isDraft ? 'Draft' : params.text('status') || 'Unpaid';
  if (!INVOICE_STATUSES.includes(status)) {
    return errorReply(`Invalid Status ${status}`);
  }
  const date = params.text('date') || clock.today();
  const duedate = params.text('duedate') || date;
  if (!isIsoDate(date) || !isIsoDate(duedate)) {
    return errorReply('Invalid Date Format. Expected: YYYY-mm-dd');
  }
  const paymentmethod =
    params.text('paymentmethod') || client.defaultgateway || 'banktransfer';
  const items = readItems(params);
  if (typeof items === 'string') {
    return errorReply(items);
  }
  const taxrate = readTaxRate(params, 'taxrate');
  const taxrate2 = readTaxRate(params, 'taxrate2');
  if (taxrate === undefined || taxrate2 === undefined) {
    return errorReply('Invalid Tax Rate');
  }
  const subtotal = items.reduce((sum, item) => sum + item.amount, 0);
  const taxable = items
    .filter((item) => item.taxed)
    .reduce((sum, item) => sum + item.amount, 0);
  const tax = Math.round((taxable * taxrate) / 100);
  const tax2 = Math.round((taxable * taxrate2) / 100);
  const now = clock.nowDateTime();
  const id = saveInvoice(
    db,
    {
      userid: client.id,
      date,
      duedate,
      subtotal,
      tax,
      tax2,
      total: subtotal + tax + tax2,
      taxrate: taxrate.toFixed(3),
      taxrate2: taxrate2.toFixed(3),
      status,
      paymentmethod,
      notes: params.text('notes'),
      created_at: now,
      updated_at: now,
    },
    items,
  );
  if (params.bool('sendinvoice')) {
    sendTemplateEmail(db, clock, 'Invoice Created', client.id, id, {
      invoice_num: String(id),
    });
  }
  return successReply({ invoiceid: id, status });
}

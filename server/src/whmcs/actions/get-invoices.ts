import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import {
  dateSchema,
  dateTimeSchema,
  idSchema,
  moneySchema,
  numberSchema,
  pageShape,
  refIdSchema,
  textSchema,
  createWrappedListSchema,
  invoiceStatusSchema,
} from '../normalise.js';

/** Parameters of GetInvoices; `userid` is the client id, `status` also takes `Overdue`. */
export type GetInvoicesParams = {
  limitstart?: number;
  limitnum?: number;
  userid?: number;
  status?: string;
  orderby?: 'id' | 'invoicenumber' | 'date' | 'duedate' | 'total' | 'status';
  order?: 'asc' | 'desc';
};

const invoiceSummarySchema = z.object({
  id: idSchema,
  /** The client id. */
  userid: idSchema,
  firstname: textSchema.default(''),
  lastname: textSchema.default(''),
  companyname: textSchema.default(''),
  /** Empty unless sequential invoice numbering is on. */
  invoicenum: textSchema.default(''),
  date: dateSchema.default(null),
  duedate: dateSchema.default(null),
  datepaid: dateTimeSchema.default(null),
  subtotal: moneySchema.default('0.00'),
  credit: moneySchema.default('0.00'),
  tax: moneySchema.default('0.00'),
  tax2: moneySchema.default('0.00'),
  total: moneySchema,
  taxrate: numberSchema.default(0),
  taxrate2: numberSchema.default(0),
  status: invoiceStatusSchema,
  paymentmethod: textSchema.default(''),
  paymethodid: refIdSchema.nullable().default(null),
  notes: textSchema.default(''),
  currencycode: textSchema.default(''),
  currencyprefix: textSchema.default(''),
  currencysuffix: textSchema.default(''),
});

/**
 * Reply of GetInvoices: one page of invoice summaries (no `balance`; read it
 * with GetInvoice).
 * Only the fields the members area reads are parsed; zod drops the others
 * unread (a busy dashboard parses every field of every record it keeps).
 * @see https://developers.whmcs.com/api-reference/getinvoices/
 */
export const getInvoicesReplySchema = z.object({
  ...pageShape,
  invoices: createWrappedListSchema('invoice', invoiceSummarySchema),
});

/** Parsed GetInvoices reply. */
export type GetInvoicesReply = z.infer<typeof getInvoicesReplySchema>;

/**
 * GetInvoices: invoices filtered by client and status, paginated.
 * @see https://developers.whmcs.com/api-reference/getinvoices/
 */
export const getInvoicesAction = defineAction<GetInvoicesParams>()({
  isRead: true,
  replySchema: getInvoicesReplySchema,
});

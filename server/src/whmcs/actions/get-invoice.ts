import { z } from 'zod';

import { defineAction } from '../action-definition.js';
import {
  booleanSchema,
  dateSchema,
  dateTimeSchema,
  idSchema,
  moneySchema,
  numberSchema,
  refIdSchema,
  textSchema,
  createWrappedListSchema,
  invoiceStatusSchema,
} from '../normalise.js';

/** Parameters of GetInvoice. */
export type GetInvoiceParams = { invoiceid: number };

const invoiceItemSchema = z.object({
  id: idSchema,
  /** `Hosting` (then `relid` is the service id), `Addon`, `Domain`, `Item`, … */
  type: textSchema.default(''),
  relid: refIdSchema.default(0),
  description: textSchema.default(''),
  amount: moneySchema,
  taxed: booleanSchema.default(false),
});

// The shape of a populated `transactions` list is not documented for this
// action; it follows GetTransactions and stays lenient on everything but the id.
const invoiceTransactionSchema = z.object({
  id: idSchema,
  userid: refIdSchema.optional(),
  currency: refIdSchema.optional(),
  gateway: textSchema.default(''),
  date: dateTimeSchema.default(null),
  description: textSchema.default(''),
  amountin: moneySchema.default('0.00'),
  fees: moneySchema.default('0.00'),
  amountout: moneySchema.default('0.00'),
  rate: numberSchema.optional(),
  transid: textSchema.default(''),
  invoiceid: refIdSchema.optional(),
  refundid: refIdSchema.default(0),
});

/**
 * Reply of GetInvoice: totals, balance, line items and payments; `userid` is
 * the owning client id, which callers must check against the session.
 * @see https://developers.whmcs.com/api-reference/getinvoice/
 */
export const getInvoiceReplySchema = z.object({
  invoiceid: idSchema,
  invoicenum: textSchema.default(''),
  userid: idSchema,
  date: dateSchema.default(null),
  duedate: dateSchema.default(null),
  datepaid: dateTimeSchema.default(null),
  lastcaptureattempt: dateTimeSchema.default(null),
  subtotal: moneySchema.default('0.00'),
  credit: moneySchema.default('0.00'),
  tax: moneySchema.default('0.00'),
  tax2: moneySchema.default('0.00'),
  total: moneySchema,
  balance: moneySchema,
  taxrate: numberSchema.default(0),
  taxrate2: numberSchema.default(0),
  status: invoiceStatusSchema,
  paymentmethod: textSchema.default(''),
  notes: textSchema.default(''),
  ccgateway: booleanSchema.default(false),
  items: createWrappedListSchema('item', invoiceItemSchema),
  transactions: createWrappedListSchema(
    'transaction',
    invoiceTransactionSchema,
  ),
});

/** Parsed GetInvoice reply. */
export type GetInvoiceReply = z.infer<typeof getInvoiceReplySchema>;

/**
 * GetInvoice: one invoice with items and transactions.
 * @see https://developers.whmcs.com/api-reference/getinvoice/
 */
export const getInvoiceAction = defineAction<GetInvoiceParams>()({
  isRead: true,
  replySchema: getInvoiceReplySchema,
});

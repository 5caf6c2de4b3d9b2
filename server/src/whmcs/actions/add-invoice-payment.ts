import { z } from 'zod';

import { defineAction } from '../action-definition.js';

/**
 * Parameters of AddInvoicePayment; `transid` must be unique per gateway,
 * `date` is `YYYY-MM-DD HH:mm:ss`, and without `amount` the full balance is paid.
 */
export type AddInvoicePaymentParams = {
  invoiceid: number;
  transid: string;
  gateway: string;
  date?: string;
  amount?: string | number;
  fees?: string | number;
  noemail?: boolean;
};

/**
 * Reply of AddInvoicePayment: nothing beyond success (no transaction id).
 * @see https://developers.whmcs.com/api-reference/addinvoicepayment/
 */
export const addInvoicePaymentReplySchema = z.object({});

/** Parsed AddInvoicePayment reply. */
export type AddInvoicePaymentReply = z.infer<
  typeof addInvoicePaymentReplySchema
>;

/**
 * AddInvoicePayment: records a payment against an invoice.
 * @see https://developers.whmcs.com/api-reference/addinvoicepayment/
 */
export const addInvoicePaymentAction = defineAction<AddInvoicePaymentParams>()({
  isRead: false,
  replySchema: addInvoicePaymentReplySchema,
});

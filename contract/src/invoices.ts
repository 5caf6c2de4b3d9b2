import { z } from 'zod';

import {
  amountSchema,
  currencySchema,
  dateSchema,
  dateTimeSchema,
  idSchema,
  identitySchema,
  localeSchema,
  moneySchema,
  textIdSchema,
} from './common.js';

/** Invoice statuses; the product's list plus WHMCS's own. Statuses stay strings. */
export const INVOICE_STATUSES = [
  'Unpaid',
  'Paid',
  'Cancelled',
  'Terminated',
  'Pending',
  'Refunded',
  'Draft',
  'Collections',
  'Payment Pending',
] as const;

/** An invoice in a list (WHMCS's list has no items). */
export const invoiceSummarySchema = z
  .object({
    invoiceid: idSchema,
    invoicenum: z.string().describe('Sequential number, empty when not used'),
    status: z.string(),
    date: dateSchema,
    duedate: dateSchema,
    datepaid: dateTimeSchema,
    subtotal: moneySchema,
    credit: moneySchema,
    tax: moneySchema,
    tax2: moneySchema,
    total: moneySchema,
    currency: currencySchema,
    paymentmethod: z.string(),
  })
  .meta({ id: 'InvoiceSummary' });
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** A line of an invoice. */
export const invoiceItemSchema = z
  .object({
    id: idSchema,
    type: z.string().describe('Hosting (relid = service id), Item, …'),
    relid: z.number().int().nonnegative(),
    description: z.string(),
    amount: moneySchema,
    taxed: z.boolean(),
  })
  .meta({ id: 'InvoiceItem' });
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;

/** A payment recorded against an invoice. */
export const invoiceTransactionSchema = z
  .object({
    id: idSchema,
    date: dateTimeSchema,
    gateway: z.string(),
    transid: z.string(),
    amount: moneySchema,
  })
  .meta({ id: 'InvoiceTransaction' });
export type InvoiceTransaction = z.infer<typeof invoiceTransactionSchema>;

/** A whole invoice. */
export const invoiceSchema = invoiceSummarySchema
  .extend({
    balance: moneySchema.describe('Amount still due'),
    taxrate: z.string(),
    taxrate2: z.string(),
    items: z.array(invoiceItemSchema),
    transactions: z.array(invoiceTransactionSchema),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof invoiceSchema>;

/** `invoices`: the client's invoices, newest first. */
export const invoicesRequestSchema = identitySchema;
export type InvoicesRequest = z.infer<typeof invoicesRequestSchema>;
export const invoicesResponseSchema = z.object({
  invoices: z.array(invoiceSummarySchema),
});
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>;

/** `invoice`: one of the client's invoices. */
export const invoiceRequestSchema = identitySchema.extend({
  invoiceid: idSchema,
});
export type InvoiceRequest = z.infer<typeof invoiceRequestSchema>;
export const invoiceResponseSchema = z.object({ invoice: invoiceSchema });
export type InvoiceResponse = z.infer<typeof invoiceResponseSchema>;

/** `payInvoice`: where to pay an Unpaid invoice; amount and currency come from WHMCS. */
export const payInvoiceRequestSchema = identitySchema.extend({
  invoiceid: idSchema,
});
export type PayInvoiceRequest = z.infer<typeof payInvoiceRequestSchema>;
export const payInvoiceResponseSchema = z.object({
  link: z
    .string()
    .describe('Single-sign-on link to the payment page (valid 60 s)'),
});
export type PayInvoiceResponse = z.infer<typeof payInvoiceResponseSchema>;

/**
 * `payAll`: where to pay every Unpaid invoice of the client in one payment (WHMCS's
 * client area mass pay), with how many they are and their total.
 */
export const payAllRequestSchema = identitySchema;
export type PayAllRequest = z.infer<typeof payAllRequestSchema>;
export const payAllResponseSchema = z.object({
  link: z
    .string()
    .describe('Single-sign-on link to the mass payment page (valid 60 s)'),
  count: z.number().int().positive().describe('How many invoices it pays'),
  total: moneySchema.describe('What they add up to (the invoices’ total)'),
  currency: currencySchema,
});
export type PayAllResponse = z.infer<typeof payAllResponseSchema>;

/** The client's account credit: what WHMCS holds for them, in their currency. */
export const accountCreditSchema = z
  .object({
    amount: moneySchema.describe('Credit balance, 0.00 when none'),
    currency: currencySchema,
  })
  .meta({ id: 'AccountCredit' });
export type AccountCredit = z.infer<typeof accountCreditSchema>;

/**
 * `applyCredit`: applies part or all of the client's account credit to one of
 * their Unpaid invoices; no more than the credit, nor than the invoice's balance.
 */
export const applyCreditRequestSchema = identitySchema.extend({
  invoiceid: idSchema,
  amount: amountSchema,
});
export type ApplyCreditRequest = z.infer<typeof applyCreditRequestSchema>;
export const applyCreditResponseSchema = z.object({
  invoice: invoiceSchema.describe('The invoice as it is now'),
  applied: moneySchema.describe('The credit applied'),
  credit: accountCreditSchema.describe('The credit left'),
});
export type ApplyCreditResponse = z.infer<typeof applyCreditResponseSchema>;

/** `invoicePdf`: the invoice as a PDF document. */
export const invoicePdfRequestSchema = z.object({
  invoiceid: textIdSchema,
  locale: localeSchema.optional().describe('Language of the document'),
});
export type InvoicePdfRequest = z.input<typeof invoicePdfRequestSchema>;

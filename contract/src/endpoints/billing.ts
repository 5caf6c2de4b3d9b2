import {
  withdrawalRequestSchema,
  withdrawalResponseSchema,
  withdrawalsResponseSchema,
} from '../affiliate.js';
import {
  cancelReceiptRequestSchema,
  cancelRequestRequestSchema,
  cancelRequestResponseSchema,
} from '../cancellation.js';
import { emptyRequestSchema, pdfResponseSchema } from '../common.js';
import {
  applyCreditRequestSchema,
  applyCreditResponseSchema,
  invoicePdfRequestSchema,
  invoiceRequestSchema,
  invoiceResponseSchema,
  invoicesRequestSchema,
  invoicesResponseSchema,
  payAllRequestSchema,
  payAllResponseSchema,
  payInvoiceRequestSchema,
  payInvoiceResponseSchema,
} from '../invoices.js';
import { ENDPOINT_ROUTES } from '../routes.js';

/** Invoices, payments, credit, cancellation and the affiliate's withdrawals. */
export const billingEndpoints = {
  invoices: {
    ...ENDPOINT_ROUTES.invoices,
    request: invoicesRequestSchema,
    response: invoicesResponseSchema,
  },
  invoice: {
    ...ENDPOINT_ROUTES.invoice,
    request: invoiceRequestSchema,
    response: invoiceResponseSchema,
  },
  payInvoice: {
    ...ENDPOINT_ROUTES.payInvoice,
    request: payInvoiceRequestSchema,
    response: payInvoiceResponseSchema,
  },
  payAll: {
    ...ENDPOINT_ROUTES.payAll,
    request: payAllRequestSchema,
    response: payAllResponseSchema,
  },
  applyCredit: {
    ...ENDPOINT_ROUTES.applyCredit,
    request: applyCreditRequestSchema,
    response: applyCreditResponseSchema,
  },
  invoicePdf: {
    ...ENDPOINT_ROUTES.invoicePdf,
    request: invoicePdfRequestSchema,
    response: pdfResponseSchema,
  },
  cancelRequest: {
    ...ENDPOINT_ROUTES.cancelRequest,
    request: cancelRequestRequestSchema,
    response: cancelRequestResponseSchema,
  },
  cancelReceipt: {
    ...ENDPOINT_ROUTES.cancelReceipt,
    request: cancelReceiptRequestSchema,
    response: pdfResponseSchema,
  },
  withdrawal: {
    ...ENDPOINT_ROUTES.withdrawal,
    request: withdrawalRequestSchema,
    response: withdrawalResponseSchema,
  },
  withdrawals: {
    ...ENDPOINT_ROUTES.withdrawals,
    request: emptyRequestSchema,
    response: withdrawalsResponseSchema,
  },
} as const;

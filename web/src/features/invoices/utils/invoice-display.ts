import { isPayableInvoice } from '@members/contract';
import type { InvoiceSummary } from '@members/contract';

/** The number shown for an invoice: its sequential number, else `#id`. */
export function getInvoiceNumber(
  invoice: Pick<InvoiceSummary, 'invoiceid' | 'invoicenum'>,
): string {
  return invoice.invoicenum.trim() || `#${invoice.invoiceid}`;
}

/** Whether an invoice still waits for payment (the contract's rule, as the server decides it). */
export function isUnpaid(invoice: Pick<InvoiceSummary, 'status'>): boolean {
  return isPayableInvoice(invoice);
}

/** Brand names of common WHMCS gateways; others are shown as WHMCS names them. */
const GATEWAY_NAMES: Record<string, string> = {
  paypal: 'PayPal',
  paypalcheckout: 'PayPal',
  stripe: 'Stripe',
  stripe_sepa: 'Stripe SEPA',
  '2checkout': '2Checkout',
  authorizenet: 'Authorize.net',
  gocardless: 'GoCardless',
  mollie: 'Mollie',
  coinpayments: 'CoinPayments',
};

/** Gateways whose name is a word to translate, by catalog key. */
const TRANSLATED_GATEWAYS: Record<string, string> = {
  banktransfer: 'bankTransfer',
  mailin: 'mailIn',
  credit: 'credit',
};

/**
 * How to show a WHMCS payment gateway: a brand name, a catalog key to
 * translate, or the raw name.
 */
export function describeGateway(
  gateway: string,
): { name: string } | { key: string } | null {
  const id = gateway.trim().toLowerCase();
  if (!id) {
    return null;
  }
  if (Object.hasOwn(TRANSLATED_GATEWAYS, id)) {
    return { key: TRANSLATED_GATEWAYS[id] ?? id };
  }
  return {
    name: Object.hasOwn(GATEWAY_NAMES, id)
      ? (GATEWAY_NAMES[id] ?? id)
      : gateway,
  };
}

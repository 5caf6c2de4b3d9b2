/**
 * The invoice rules both sides need, without zod: the dashboard's first view
 * imports these, and must not pull the schemas (and zod) in with them.
 */

/**
 * Whether an invoice can be paid now, by Pay now, Pay all or credit: WHMCS
 * takes a payment (and ApplyCredit) on an Unpaid invoice only. Server and web
 * decide it here alike, so Pay all's count on the button is the server's.
 */
export function isPayableInvoice(invoice: { status: string }): boolean {
  return invoice.status === 'Unpaid';
}

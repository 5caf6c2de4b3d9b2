import { ENDPOINT_ROUTES } from '@members/contract';
import type { Locale } from '@members/contract';

/**
 * Where the PDF of an invoice downloads from, in the page's language. A plain
 * link: the session cookie rides along.
 */
export function getInvoicePdfUrl(invoiceid: number, locale: Locale): string {
  const query = new URLSearchParams({ invoiceid: String(invoiceid), locale });
  return `${ENDPOINT_ROUTES.invoicePdf.path}?${query.toString()}`;
}

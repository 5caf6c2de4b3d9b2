import type { Locale } from '@members/contract';

import { SERVER_CATALOGS } from '../../locales/catalogs.js';
import type { ServerCatalog } from '../../locales/catalogs.js';

/**
 * Texts of the invoice PDF: `pdf` in server/src/locales/<locale>.json. The
 * statuses are looked up by the WHMCS status, which may be one the catalog
 * does not know.
 */
export type PdfLabels = Omit<ServerCatalog['pdf'], 'statuses'> & {
  statuses: Readonly<Record<string, string>>;
};

/** The PDF's texts in a locale. */
export function getPdfLabels(locale: Locale): PdfLabels {
  return SERVER_CATALOGS[locale].pdf;
}

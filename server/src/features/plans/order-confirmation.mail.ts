import { BASE_PATH, PAGES, withLocale } from '@members/contract';
import type { Locale } from '@members/contract';

import { getClientProfile } from '../../domain/client.js';
import { mailLocale, sendMailLater } from '../../mail/send-later.js';
import type { MailKind } from '../../mail/templates.js';

import type { PlansDeps } from './plans.service.js';

/** The invoice page's address in the customer's language. */
function invoiceUrl(
  deps: PlansDeps,
  origin: string,
  locale: Locale,
  invoiceId: number,
): string {
  const base = deps.config.publicUrl ?? origin;
  return `${base}${BASE_PATH}${withLocale(locale, `${PAGES.invoice}?invoiceid=${invoiceId}`)}`;
}

/**
 * Mails the customer what was ordered and the invoice to pay, in their
 * language (its link too), off the request path.
 */
export function confirmByMail(
  deps: PlansDeps,
  clientId: number,
  order: {
    kind: MailKind;
    pageLocale: Locale;
    origin: string;
    service: string;
    invoiceId: number | null;
  },
): void {
  sendMailLater(deps, async () => {
    const profile = await getClientProfile(deps, clientId);
    const locale = mailLocale(profile.language, order.pageLocale);
    return {
      to: profile.email,
      kind: order.kind,
      locale,
      values: {
        service: order.service,
        ...(order.invoiceId
          ? { url: invoiceUrl(deps, order.origin, locale, order.invoiceId) }
          : {}),
      },
    };
  });
}

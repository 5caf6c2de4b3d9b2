import { BASE_PATH, PAGES, withLocale } from '@members/contract';
import type { Locale } from '@members/contract';

import { renderMail } from '../../mail/templates.js';
import type { MailKind, MailValues } from '../../mail/templates.js';

import type { AuthDeps, RequestMeta } from './auth.service.js';

/** The sign-in page a mail links to, in the mail's language. */
export function loginPageUrl(meta: Pick<RequestMeta, 'linkBase' | 'locale'>) {
  return `${meta.linkBase}${BASE_PATH}${withLocale(meta.locale, PAGES.login)}`;
}

/**
 * Sends a sign-in or signup mail off the request path: the answer and its
 * timing must not depend on whether the address has an account. A mail
 * that cannot be sent is logged.
 */
export function sendMailLater(
  deps: Pick<AuthDeps, 'ctx' | 'mailer' | 'logger'>,
  to: string,
  kind: MailKind,
  locale: Locale,
  values: Omit<MailValues, 'provider'>,
): void {
  const mail = renderMail(kind, locale, {
    provider: deps.ctx.config.providerName,
    ...values,
  });
  void deps.mailer.send({ to, ...mail }).catch((error: unknown) => {
    deps.logger.error({ err: error, kind }, 'mail could not be sent');
  });
}

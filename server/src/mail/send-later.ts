import { setTimeout as sleep } from 'node:timers/promises';

import type { Locale } from '@members/contract';

import type { Brand } from '../brand/brand-settings.js';

import type { Mailer } from './mailer.js';
import { renderMail } from './templates.js';
import type { MailKind, MailValues } from './templates.js';

/** What sending one of our mails needs. */
export interface MailSenderDeps {
  mailer: Mailer;
  brand: Brand;
  logger: {
    error(data: object, message: string): void;
    warn?(data: object, message: string): void;
  };
}

/** One of our mails: to whom, which, in what language, with what in it. */
export interface MailOrder {
  to: string;
  kind: MailKind;
  locale: Locale;
  values: MailValues;
}

/**
 * The language of a mail to a customer: the one WHMCS writes to them in
 * (their profile's language), else the language of the page they used
 * (product rules: My details). Every mail to a known customer picks it so.
 */
export function mailLocale(
  customerLanguage: Locale | null,
  pageLocale: Locale,
): Locale {
  return customerLanguage ?? pageLocale;
}

/**
 * Renders and sends one of our mails off the request path: the answer
 * neither waits for it nor depends on it (a sign-in answer must not tell
 * whether the address has an account by its timing). `prepare` may read
 * WHMCS for the address and language. A failure is logged; with
 * `retryDelaysMs`, the mailer is tried again after each pause first.
 */
export function sendMailLater(
  deps: MailSenderDeps,
  prepare: () => MailOrder | Promise<MailOrder>,
  options: { what?: string; retryDelaysMs?: readonly number[] } = {},
): void {
  void (async () => {
    const order = await prepare();
    const what = options.what ?? order.kind;
    const mail = {
      to: order.to,
      ...(await renderMail(order.kind, order.locale, order.values, deps.brand)),
    };
    const pauses = options.retryDelaysMs ?? [];
    for (let attempt = 0; ; attempt += 1) {
      try {
        await deps.mailer.send(mail);
        return;
      } catch (error) {
        const pause = pauses[attempt];
        if (pause === undefined) {
          throw error;
        }
        deps.logger.warn?.({ err: error, what }, 'mail failed, tried again');
        await sleep(pause, undefined, { ref: false });
      }
    }
  })().catch((error: unknown) => {
    deps.logger.error(
      { err: error, what: options.what },
      'mail could not be sent',
    );
  });
}

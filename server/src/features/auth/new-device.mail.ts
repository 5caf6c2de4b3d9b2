import { BASE_PATH, PAGES, withLocale } from '@members/contract';
import type { Locale } from '@members/contract';

import type { ClientProfile } from '../../domain/client.js';
import { formatLongInstant } from '../../lib/pdf-document.js';
import { SERVER_CATALOGS } from '../../locales/catalogs.js';
import { mailLocale, sendMailLater } from '../../mail/send-later.js';
import type { SignInHistoryEntry } from '../../stores/types.js';

import type { AuthDeps, SignInDevice } from './auth.service.js';

/** The facts of a sign-in as the mail's rows, worded in its language. */
export function signInRows(
  entry: SignInHistoryEntry,
  locale: Locale,
): [string, string][] {
  const words = SERVER_CATALOGS[locale].signInMail;
  const how = entry.secondFactor
    ? `${words.methods[entry.method]} + ${words.secondFactors[entry.secondFactor]}`
    : words.methods[entry.method];
  const device =
    [entry.browser, entry.os].filter(Boolean).join(', ') || words.unknownDevice;
  return [
    [words.when, formatLongInstant(new Date(entry.at).toISOString(), locale)],
    [words.how, how],
    [words.device, device],
    ...(entry.ip ? [[words.ip, entry.ip] as [string, string]] : []),
  ];
}

/**
 * Tells the customer of a sign-in from a browser not seen before (ASVS
 * 6.3.7): when, how, the device and the masked address, and what to do if
 * it was not them, with a link to the security page. In their WHMCS
 * language, else the page's; sent off the request path, so the sign-in
 * neither waits for it nor fails with it.
 */
export function sendNewDeviceMail(
  deps: Pick<AuthDeps, 'config' | 'mailer' | 'brand' | 'logger'>,
  profile: ClientProfile,
  entry: SignInHistoryEntry,
  device: SignInDevice,
): void {
  const locale = mailLocale(profile.language, device.locale);
  const base = deps.config.publicUrl ?? device.origin;
  sendMailLater(
    deps,
    () => ({
      to: profile.email,
      kind: 'newDeviceSignIn',
      locale,
      values: {
        url: `${base}${BASE_PATH}${withLocale(locale, PAGES.security)}`,
        rows: signInRows(entry, locale),
      },
    }),
    { what: 'new-device mail' },
  );
}

import type { Locale, PushKind, PushPayload } from '@members/contract';
import { BASE_PATH, LOCALE_TAGS, withLocale } from '@members/contract';

import { SERVER_CATALOGS } from '../../locales/catalogs.js';
import type { ServerCatalog } from '../../locales/catalogs.js';

/** Which text of the catalog a reminder is written with. */
export type PushText = keyof ServerCatalog['push'];

/** A reminder before it is written in a device's language. */
export interface PushMessage {
  kind: PushKind;
  text: PushText;
  /** The values its text names (`{{invoice}}`, `{{service}}`, …). */
  values: Record<string, string | number>;
  /** Which values are calendar dates (`YYYY-MM-DD`), written the language's way. */
  dates?: string[];
  /** The page it opens, an app path (`/invoice?invoiceid=1`). */
  page: string;
}

/** A calendar date as the language writes it (`29 November 2026`). */
function formatDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

function fill(
  template: string,
  values: Record<string, string | number>,
): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => {
    const value = values[name];
    return value === undefined ? match : String(value);
  });
}

/**
 * A reminder as the service worker shows it: title and body in the
 * device's language, the page under that language's prefix, and the icon.
 */
export function writePushPayload(
  message: PushMessage,
  locale: Locale,
  icon: string,
): PushPayload {
  const texts = SERVER_CATALOGS[locale].push[message.text];
  const values = { ...message.values };
  for (const name of message.dates ?? []) {
    const value = values[name];
    if (typeof value === 'string') {
      values[name] = formatDate(value, locale);
    }
  }
  return {
    kind: message.kind,
    title: fill(texts.title, values),
    body: fill(texts.body, values),
    url: `${BASE_PATH}${withLocale(locale, message.page)}`,
    icon,
  };
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

import { demoTest, isPhone, otherTest } from './support/fixtures';

const locales = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../web/src/locales',
);

function flatten(value: unknown, prefix: string, out: Map<string, string>) {
  if (typeof value === 'string') {
    out.set(prefix, value);
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      flatten(inner, `${prefix}.${key}`, out);
    }
  }
  return out;
}

function catalog(locale: string): Map<string, string> {
  const all = new Map<string, string>();
  for (const file of readdirSync(path.join(locales, locale))) {
    const text = readFileSync(path.join(locales, locale, file), 'utf8');
    flatten(JSON.parse(text), file.replace(/\.json$/, ''), all);
  }
  return all;
}

const english = catalog('en-en');

/** English words the demo data itself shows (a ticket subject names a Smart TV). */
const IN_DEMO_DATA = new Set(['Smart TV']);

/** A text as a whole word (or words) inside another. */
const wordsOf = (text: string) => new RegExp(`(^|\\W)${escape(text)}(\\W|$)`);
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The English texts a page in `locale` must not show: every catalog text
 * that the locale translates differently, cut at its {{variables}}, keeping
 * the pieces long enough to mean something and not used by the locale
 * itself (a word such as "tickets" is French too).
 */
function englishPieces(locale: string): string[] {
  const translated = catalog(locale);
  const ownText = [...translated.values()].join('\n');
  const pieces = new Set<string>();
  for (const [key, text] of english) {
    if (translated.get(key) === text) {
      continue;
    }
    for (const piece of text.split(/\{\{\s*\w+\s*\}\}/)) {
      const trimmed = piece.trim();
      if (
        trimmed.length >= 6 &&
        /[a-z]{3}/.test(trimmed) &&
        !wordsOf(trimmed).test(ownText) &&
        !IN_DEMO_DATA.has(trimmed)
      ) {
        pieces.add(trimmed);
      }
    }
  }
  return [...pieces];
}

/**
 * Screens to read, each as the customer whose data stays fixed there: other
 * journeys add tickets to the demo customer (a withdrawal opens one with an
 * English subject for staff), so the screens that list tickets are read as
 * the other customer.
 */
const DEMO_PAGES = [
  'subscription?subscriptionid=101',
  'invoice?invoiceid=1001',
  'openticket',
  'affiliate',
  'withdrawal',
  'resellers',
];
const OTHER_PAGES = [
  '',
  'ticket?ticketid=21',
  'subscription?subscriptionid=201',
  'invoice?invoiceid=2001',
];
const LOCALES = ['de-de', 'es-es', 'fr-fr', 'pt-pt', 'se-se', 'tr-tr'];

async function expectNoEnglish(
  page: Page,
  locale: string,
  pieces: string[],
  routes: string[],
) {
  for (const route of routes) {
    await page.goto(`/dashboard/${locale}/${route}`);
    await expect(page.locator('html')).toHaveAttribute(
      'lang',
      new RegExp(`^${locale === 'se-se' ? 'sv' : locale.slice(0, 2)}`),
    );
    // Wait until the page has its data: no skeleton left.
    await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
    const text = await page.locator('body').innerText();
    const found = pieces.filter((piece) => wordsOf(piece).test(text));
    expect(found, `${locale}/${route}`).toEqual([]);
  }
}

for (const locale of LOCALES) {
  demoTest(
    `the login page and the demo customer's screens in ${locale} show no English text of the app`,
    async ({ page, browser, baseURL }, testInfo) => {
      demoTest.skip(isPhone(testInfo), 'the texts are the same at any width');
      const pieces = englishPieces(locale);
      const guest = await browser.newContext({
        baseURL,
        storageState: { cookies: [], origins: [] },
      });
      const guestPage = await guest.newPage();
      await guestPage.goto(`/dashboard/${locale}/login`);
      await expect(guestPage.getByRole('textbox').first()).toBeVisible();
      const loginText = await guestPage.locator('body').innerText();
      expect(
        pieces.filter((piece) => wordsOf(piece).test(loginText)),
        `${locale}/login`,
      ).toEqual([]);
      await guest.close();
      await expectNoEnglish(page, locale, pieces, DEMO_PAGES);
    },
  );

  otherTest(
    `the dashboard and a ticket in ${locale} show no English text of the app`,
    async ({ page }, testInfo) => {
      otherTest.skip(isPhone(testInfo), 'the texts are the same at any width');
      await expectNoEnglish(page, locale, englishPieces(locale), OTHER_PAGES);
    },
  );
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect } from '@playwright/test';
import type { Browser, Page, TestInfo } from '@playwright/test';

import { LOCALES, PAGES } from '@members/contract';
import type { Locale } from '@members/contract';

import { demoTest, otherTest } from './support/fixtures';
import { layoutProblems } from './support/layout';
import { appUrl, localeUrl, NO_SUCH_PAGE, pagePath } from './support/paths';
import { animationsSettled, screenReady } from './support/screen';
import { startAtCodeStep } from './support/session';

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
    // `<area>.<part>.json` holds more keys of `<area>`.
    flatten(JSON.parse(text), file.split('.')[0] ?? file, all);
  }
  return all;
}

const english = catalog('en-en');

/**
 * The catalog keys a page would show if a text were missing: i18next and
 * the sign-in page print the key itself (with or without its namespace).
 * Only keys with a dot inside the namespace: a bare word is no evidence.
 */
const RAW_KEYS = [...english.keys()].flatMap((key) => {
  const dot = key.indexOf('.');
  const inner = key.slice(dot + 1);
  return inner.includes('.')
    ? [key, inner, `${key.slice(0, dot)}:${inner}`]
    : [key, `${key.slice(0, dot)}:${inner}`];
});

/**
 * English words the demo data itself shows, as an operator typed it in
 * WHMCS, not one of our texts: a ticket subject names a Smart TV, WHMCS's
 * department is called Support, the order form's "Connections" option
 * offers "1 connection", the products' descriptions count their "live
 * channels", and the network issue on the dashboard is titled "Scheduled
 * maintenance on …".
 */
const IN_DEMO_DATA = new Set([
  'Smart TV',
  'Support',
  'connection',
  'channels',
  'Scheduled',
]);

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
  if (locale === 'en-en') {
    return [];
  }
  const translated = catalog(locale);
  const ownText = [...translated.values()].join('\n');
  const pieces = new Set<string>();
  for (const [key, text] of english) {
    if (translated.get(key) === text) {
      continue;
    }
    for (const piece of text.split(/\{\{[^}]*\}\}/)) {
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
 * Screens to read (the open-ticket form and a ticket are read with their
 * dialogs and errors, further down), each as the customer whose data stays fixed there: other
 * journeys add tickets to the demo customer (a withdrawal opens one with an
 * English subject for staff), so the screens that list tickets are read as
 * the other customer.
 */
const DEMO_PAGES = [
  pagePath(PAGES.subscription, { subscriptionid: 101 }),
  pagePath(PAGES.invoice, { invoiceid: 1001 }),
  PAGES.affiliate,
  PAGES.withdrawal,
  PAGES.resellers,
  pagePath(PAGES.resellerSuccess, { serviceid: 101 }),
  PAGES.devices,
  PAGES.profile,
  PAGES.order,
  pagePath(PAGES.changePlan, { subscriptionid: 102 }),
  NO_SUCH_PAGE,
];
const OTHER_PAGES = [
  PAGES.home,
  pagePath(PAGES.subscription, { subscriptionid: 201 }),
  pagePath(PAGES.invoice, { invoiceid: 2001 }),
];

/**
 * Reads the page as it is now: the right language, no raw key, no English
 * text of the app on a page in another language, and no text that does not
 * fit (see layoutProblems). Soft expectations, so that one run lists every
 * screen that needs a fix.
 */
async function expectReadable(
  page: Page,
  locale: Locale,
  pieces: string[],
  screen: string,
): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute(
    'lang',
    new RegExp(`^${locale === 'se-se' ? 'sv' : locale.slice(0, 2)}`),
  );
  // Let fades and slides end first (a dialog scales in).
  await animationsSettled(page);
  const text = await page.locator('body').innerText();
  expect
    .soft(
      RAW_KEYS.filter((key) => wordsOf(key).test(text)),
      `raw keys on ${screen}`,
    )
    .toEqual([]);
  expect
    .soft(
      pieces.filter((piece) => wordsOf(piece).test(text)),
      `English on ${screen}`,
    )
    .toEqual([]);
  expect
    .soft(await layoutProblems(page), `text that does not fit on ${screen}`)
    .toEqual([]);
}

/** Opens the app's screens in turn and reads each once it has its data. */
async function readScreens(
  page: Page,
  locale: Locale,
  pieces: string[],
  routes: string[],
  testInfo: TestInfo,
): Promise<void> {
  for (const route of routes) {
    await page.goto(localeUrl(locale, route));
    await screenReady(page);
    await expectReadable(
      page,
      locale,
      pieces,
      `${locale}${route} (${testInfo.project.name})`,
    );
  }
}

/** Opens a dialog with the button named `button`, reads it, and dismisses it. */
async function readDialog(
  page: Page,
  locale: Locale,
  pieces: string[],
  button: string | undefined,
  screen: string,
): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectReadable(page, locale, pieces, screen);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/**
 * The sign-in page in each of its states, as a guest: the e-mail step (and
 * with an error), the password method, the code step and sign-up.
 */
async function readSignIn(
  browser: Browser,
  baseURL: string | undefined,
  locale: Locale,
  pieces: string[],
  testInfo: TestInfo,
): Promise<void> {
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } =
    testInfo.project.use;
  const guest = await browser.newContext({
    viewport,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    userAgent,
    baseURL,
    storageState: { cookies: [], origins: [] },
  });
  const page = await guest.newPage();
  const screen = (state: string) =>
    `${locale}/login ${state} (${testInfo.project.name})`;
  await page.goto(appUrl(PAGES.login, {}, locale));
  const email = page.locator('input[type=email]');
  await expect(email).toBeVisible();
  await expectReadable(page, locale, pieces, screen('e-mail step'));

  await email.fill('not an address');
  await page.locator('form button[type=submit]').click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expectReadable(page, locale, pieces, screen('e-mail error'));

  await page.locator('label[for=sign-in-method-password]').click();
  await expect(page.locator('input[type=password]')).toBeVisible();
  await expectReadable(page, locale, pieces, screen('password method'));

  await page.goto(appUrl(PAGES.login, { signup: 1 }, locale));
  await expect(page.locator('input[autocomplete=new-password]')).toBeVisible();
  await expectReadable(page, locale, pieces, screen('sign-up'));

  await startAtCodeStep(guest, baseURL);
  await page.goto(appUrl(PAGES.login, {}, locale));
  await expect(page.locator('input[autocomplete=one-time-code]')).toBeVisible();
  await expectReadable(page, locale, pieces, screen('code step'));
  await guest.close();
}

for (const locale of LOCALES) {
  demoTest(
    `the sign-in page and the demo customer's screens in ${locale} read well: no raw key, no English, all text fits`,
    async ({ page, browser, baseURL }, testInfo) => {
      demoTest.slow();
      const pieces = englishPieces(locale);
      await readSignIn(browser, baseURL, locale, pieces, testInfo);
      await readScreens(page, locale, pieces, DEMO_PAGES, testInfo);
      const texts = catalog(locale);
      const screen = (state: string) =>
        `${locale} ${state} (${testInfo.project.name})`;

      // The open-ticket form with its errors.
      await readScreens(page, locale, pieces, [PAGES.openTicket], testInfo);
      await page.locator('main form button[type=submit]').click();
      await expect(page.locator('[aria-invalid=true]').first()).toBeVisible();
      await expectReadable(page, locale, pieces, screen('open-ticket errors'));

      // The line password reset confirmation.
      await readScreens(
        page,
        locale,
        pieces,
        [pagePath(PAGES.subscription, { subscriptionid: 102 })],
        testInfo,
      );
      await readDialog(
        page,
        locale,
        pieces,
        texts.get('subscriptions.password.reset'),
        screen('password reset confirmation'),
      );
    },
  );

  otherTest(
    `the dashboard and a ticket in ${locale} read well: no raw key, no English, all text fits`,
    async ({ page }, testInfo) => {
      const pieces = englishPieces(locale);
      await readScreens(page, locale, pieces, OTHER_PAGES, testInfo);

      // The close-ticket confirmation (dismissed again).
      await readScreens(
        page,
        locale,
        pieces,
        [pagePath(PAGES.ticket, { ticketid: 21 })],
        testInfo,
      );
      await readDialog(
        page,
        locale,
        pieces,
        catalog(locale).get('tickets.close.button'),
        `${locale} close-ticket confirmation (${testInfo.project.name})`,
      );
    },
  );
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { chromium, expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { BASE_PATH, PAGES } from '@members/contract';

import { isPhone } from './support/fixtures';
import { appUrl, callApiOk, urlWith } from './support/paths';
import { underServiceWorker } from './support/service-worker';
import { DEMO, signInByApi } from './support/session';

test.beforeEach(({ browserName: _browser }, testInfo) => {
  // The service worker and the manifest are the same at every width; the
  // installability check runs once, on the desktop server.
  test.skip(
    isPhone(testInfo),
    'runs at desktop width only: nothing in it depends on the width',
  );
});

/** Every URL the service worker's caches hold, by cache. */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const found: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      found[name] = (await cache.keys()).map(
        (request) => new URL(request.url).pathname,
      );
    }
    return found;
  });
}

/**
 * The service worker keeps the built files and the offline pages, nothing
 * else: no API answer, no page shell (a signed-in page carries the
 * customer's data in it).
 */
function expectOnlyBuiltFiles(cached: Record<string, string[]>): void {
  for (const url of Object.values(cached).flat()) {
    expect(url).not.toContain(`${BASE_PATH}/api/`);
    expect(url).toMatch(
      new RegExp(
        `^${BASE_PATH}/(assets/[^/]+|offline/[a-z]{2}-[a-z]{2}\\.html)$`,
      ),
    );
  }
}

test('Chromium finds the members area installable and the service worker controls it', async ({
  baseURL,
}, testInfo) => {
  // Chromium installs nothing from a private window, and each test's
  // context is one: this test runs in a profile of its own.
  const profile = mkdtempSync(path.join(tmpdir(), 'members-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
    viewport: testInfo.project.use.viewport,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(appUrl(PAGES.login));
    await underServiceWorker(page);
    const session = await context.newCDPSession(page);
    const { installabilityErrors } = await session.send(
      'Page.getInstallabilityErrors',
    );
    expect(installabilityErrors).toEqual([]);
    const manifest = await page.evaluate(async () => {
      const link =
        document.querySelector<HTMLLinkElement>('link[rel=manifest]');
      return link ? ((await (await fetch(link.href)).json()) as unknown) : null;
    });
    expect(manifest).toMatchObject({
      start_url: `${BASE_PATH}/`,
      scope: `${BASE_PATH}/`,
      display: 'standalone',
    });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('offline after signing out, the app shows the offline page with no customer data, and its caches hold no API answer and no page', async ({
  page,
  context,
}) => {
  await signInByApi(page, DEMO);
  await underServiceWorker(page);
  // The customer's own data, which no offline page may show: their name
  // and e-mail, and a line's name the dashboard shows.
  const { details, email } = await callApiOk(page, 'profile', {});
  const customerData = [email, details.firstname, details.lastname];
  await page.goto(appUrl(PAGES.home));
  const line = page.getByText(/Line demo_\w+/).first();
  await expect(line).toBeVisible();
  // Every page's title: the provider's name and "CUSTOMER DASHBOARD" (product
  // rules: Limits), the offline page's too, in every language.
  const title = await page.title();
  expect(title).toMatch(/^\S.* CUSTOMER DASHBOARD$/);
  const lineName = /demo_\w+/.exec(await line.innerText())?.[0];
  expect(lineName).toBeTruthy();
  customerData.push(lineName ?? '');

  // Signed in, the pages' built files are kept; the dashboard and its API
  // answers are not.
  await expect
    .poll(async () =>
      Object.values(await cachedUrls(page))
        .flat()
        .filter((url) => url.startsWith(`${BASE_PATH}/assets/`)),
    )
    .not.toHaveLength(0);
  const signedIn = await cachedUrls(page);
  expect(Object.values(signedIn).flat()).toContain(
    `${BASE_PATH}/offline/en-en.html`,
  );
  expectOnlyBuiltFiles(signedIn);

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(urlWith(appUrl(PAGES.login)));

  // Signing out clears the site's storage (Clear-Site-Data), the service
  // worker with it; the sign-in page registers it anew.
  await expect
    .poll(() =>
      page.evaluate(() => navigator.serviceWorker.controller?.scriptURL),
    )
    .toMatch(/\/dashboard\/sw\.js$/);
  await context.setOffline(true);
  try {
    await page.goto(appUrl(PAGES.home));
    await expect(
      page.getByRole('heading', { name: 'You are offline' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(title);
    const offline = await page.content();
    for (const text of customerData) {
      expect(offline).not.toContain(text);
    }
    // In the language of the address.
    await page.goto(appUrl(PAGES.invoice, {}, 'de-de'));
    await expect(
      page.getByRole('heading', { name: 'Sie sind offline' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(title);
  } finally {
    await context.setOffline(false);
  }

  expectOnlyBuiltFiles(await cachedUrls(page));
});

import { expect } from '@playwright/test';
import type { Page, Request, TestInfo } from '@playwright/test';

import { PAGES } from '@members/contract';

import { expectNoViolations, useScheme } from './support/axe';
import { demoTest, isPhone } from './support/fixtures';
import { appUrl, urlEndingIn } from './support/paths';
import { openHeaderMenu, screenReady } from './support/screen';

/** The host the demo newsletter's image and script point at (emulator seed). */
const TRACKER = 'tracker.demo-iptv.test';

/** A 1×1 transparent GIF: what the tracker answers once it may be reached. */
const PIXEL = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);

/** Every request the page (and its frames) makes to the tracker. */
async function watchTracker(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).hostname === TRACKER) {
      seen.push(new URL(request.url()).pathname);
    }
  });
  await page.route(`http://${TRACKER}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'image/gif', body: PIXEL }),
  );
  return seen;
}

async function openEmailsPage(page: Page, testInfo: TestInfo) {
  await page.goto(appUrl(PAGES.home));
  if (isPhone(testInfo)) {
    await openHeaderMenu(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'E-mails' })
      .click();
  } else {
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'E-mails' }).click();
  }
  await expect(page).toHaveURL(urlEndingIn(appUrl(PAGES.emails)));
  await expect(
    page.getByRole('heading', { level: 1, name: 'E-mails' }),
  ).toBeVisible();
}

demoTest(
  'the e-mail history lists the e-mails WHMCS sent and shows one without running its script or loading remote images until allowed',
  async ({ page }, testInfo) => {
    const tracker = await watchTracker(page);
    await openEmailsPage(page, testInfo);
    // Other journeys (orders, payments) send the demo customer more mail
    // while the suite runs: the newsletter is found by its subject.
    const links = page.getByTestId('email-link');
    const newsletter = links.filter({ hasText: 'Your new channel guide' });
    await expect(newsletter).toHaveCount(1);
    expect(await links.count()).toBeGreaterThanOrEqual(4);
    await expect(links.filter({ hasText: 'Welcome to Demo IPTV' })).toHaveCount(
      1,
    );

    await newsletter.click();
    await expect(page).toHaveURL(/\/emails\?emailid=\d+$/);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Your new channel guide',
      }),
    ).toBeVisible();
    const title = await page.title();
    const frame = page.frameLocator('[data-testid="email-frame"]');
    await expect(
      frame.getByRole('heading', { name: 'Your new channel guide' }),
    ).toBeVisible();
    await expect(
      frame.getByRole('link', { name: 'Read the full guide' }),
    ).toHaveAttribute('href', 'https://example.com/guide');
    // Time for a script or an image to have tried.
    await page.waitForTimeout(500);
    expect(tracker).toEqual([]);
    expect(await page.title()).toBe(title);
    await expect(page.getByText(/Remote images are blocked/)).toBeVisible();

    await page.getByRole('button', { name: 'Show remote images' }).click();
    await expect(page.getByTestId('email-frame')).toHaveAttribute(
      'srcdoc',
      /img-src data: cid: https: http:;/,
    );
    // Whether the image then loads is not waited for: the request was seen
    // in some runs and not in others (open question).
    expect(tracker).not.toContain('/script-ran');
    expect(await page.title()).toBe(title);

    await page.getByRole('link', { name: 'All e-mails' }).click();
    await expect(page).toHaveURL(urlEndingIn(appUrl(PAGES.emails)));
    await expect(page.getByTestId('email-link').first()).toBeVisible();
  },
);

demoTest(
  'the dashboard shows the credit’s history, and adding funds shows the limits and lands on WHMCS’s Add Funds page',
  async ({ page }) => {
    await page.goto(`${appUrl(PAGES.home)}#invoices`);
    await page
      .locator('#invoices')
      .getByRole('button', { name: 'Credit history' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Account credit' });
    const entries = dialog.getByTestId('credit-entry');
    await expect(
      entries.filter({ hasText: 'Goodwill credit for the service outage' }),
    ).toContainText('+€5.00');
    await expect(
      entries.filter({ hasText: 'Credit Applied to Invoice #1003' }),
    ).toContainText('−€10.00');
    await expect(
      entries.filter({ hasText: 'Add Funds Invoice #1003' }),
    ).toContainText('+€15.00');

    await dialog.getByRole('button', { name: 'Add funds' }).click();
    await expect(dialog.getByTestId('add-funds-limits')).toContainText(
      'You can add between €5.00 and €200.00 at a time; your credit may reach €500.00.',
    );
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/clientarea\.php\?action=addfunds$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Add Funds' }),
    ).toBeVisible();
    await expect(page.getByTestId('add-funds-limits')).toContainText('€200.00');
  },
);

for (const scheme of ['light', 'dark'] as const) {
  demoTest(
    `the e-mail history and an e-mail have no WCAG A/AA violation (${scheme})`,
    async ({ page, context, baseURL }) => {
      // Two full-page scans and the frame's document.
      demoTest.slow();
      await watchTracker(page);
      await useScheme(context, baseURL, scheme);
      await page.goto(appUrl(PAGES.emails));
      await expect(page.locator('html')).toHaveAttribute(
        'data-mantine-color-scheme',
        scheme,
      );
      await screenReady(page);
      await expect(page.getByTestId('email-link').first()).toBeVisible();
      await expectNoViolations(page, 'e-mail history');
      await page.getByTestId('email-link').first().click();
      await expect(page.getByTestId('email-frame')).toBeVisible();
      // The frame holds the provider's own mail, sandboxed without scripts:
      // axe cannot run inside it (it waited there until the test's time
      // ran out), and its HTML is not the members area's to fix.
      await expectNoViolations(page, 'e-mail', {
        exclude: ['[data-testid="email-frame"]'],
      });
    },
  );
}

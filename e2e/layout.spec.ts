import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

import { LOCALES, PAGES } from '@members/contract';

import { demoTest } from './support/fixtures';
import { appUrl } from './support/paths';
import { hiddenFooterLinks, screenReady } from './support/screen';

const WIDTHS = [1280, 900, 800, 700, 640, 390];
const SCREENS = [
  appUrl(PAGES.home),
  appUrl(PAGES.invoice, { invoiceid: 1001 }),
  appUrl(PAGES.subscription, { subscriptionid: 101 }),
  appUrl(PAGES.ticket, { ticketid: 13 }),
  appUrl(PAGES.affiliate),
  appUrl(PAGES.resellers),
  appUrl(PAGES.cancel),
];

async function overflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
}

demoTest.describe('layout at every breakpoint', () => {
  // The layout checks set their own widths: running them once is enough.
  demoTest.beforeEach(({ page: _page }, testInfo) => {
    demoTest.skip(
      testInfo.project.name !== 'desktop',
      'runs in the desktop project',
    );
  });

  for (const width of WIDTHS) {
    demoTest(`nothing overflows at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of SCREENS) {
        await page.goto(path);
        // Measured once the data is on the screen: the first heading shows
        // while skeletons still stand in for it.
        await screenReady(page);
        expect(
          await overflow(page),
          `${path} at ${width}px`,
        ).toBeLessThanOrEqual(0);
      }
    });
  }

  // Nothing fixed at the bottom of a phone's screen (the unpaid invoice's
  // pay bar) may hide the footer at the page's end: the cancellation link
  // (§ 312k BGB) is always there to see and click.
  demoTest(
    "390 px: every page's end shows the footer's links uncovered",
    async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      for (const path of [
        ...SCREENS,
        appUrl(PAGES.invoice, { invoiceid: 1003 }),
        appUrl(PAGES.openTicket),
        appUrl(PAGES.withdrawal),
        appUrl(PAGES.devices),
        appUrl(PAGES.profile),
      ]) {
        await page.goto(path);
        await screenReady(page);
        // Asked again until it holds: a section that arrives late moves the
        // footer after the scroll to the end.
        await expect
          .poll(() => hiddenFooterLinks(page), { message: path })
          .toEqual([]);
      }
    },
  );

  demoTest(
    '900 px: the header links fold behind the menu button',
    async ({ page }) => {
      await page.setViewportSize({ width: 900, height: 900 });
      await page.goto(appUrl(PAGES.home));
      await expect(
        page.getByRole('button', { name: 'Open menu' }),
      ).toBeHidden();
      await page.setViewportSize({ width: 899, height: 900 });
      await expect(
        page.getByRole('button', { name: 'Open menu' }),
      ).toBeVisible();
    },
  );

  demoTest(
    'the header fits from 900 px up in every language',
    async ({ page }) => {
      // 28 dashboard loads, each with its data.
      demoTest.slow();
      for (const locale of LOCALES) {
        for (const width of [900, 1000, 1199, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(appUrl(PAGES.home, {}, locale));
          await expect(page.locator('main h1')).toBeVisible();
          // Nothing in the bar shrinks, so a bar too full overflows the page.
          expect(await overflow(page), `${locale} at ${width}px`).toBe(0);
        }
      }
    },
  );

  demoTest('800 px: invoices and tickets stack', async ({ page }) => {
    await page.goto(appUrl(PAGES.home));
    const tops = async () => {
      const invoices = await page.locator('#invoices').boundingBox();
      const tickets = await page.locator('#tickets').boundingBox();
      return [invoices?.y ?? 0, tickets?.y ?? 0];
    };
    // Both sections load their lists first: measure once they have.
    await expect(page.locator('#invoices table')).toBeVisible();
    await expect(
      page.locator('#tickets').getByRole('link').first(),
    ).toBeVisible();
    await page.setViewportSize({ width: 801, height: 900 });
    await expect
      .poll(async () => {
        const [invoices, tickets] = await tops();
        return Math.abs((invoices ?? 0) - (tickets ?? 0));
      })
      .toBeLessThan(5);
    await page.setViewportSize({ width: 799, height: 900 });
    await expect
      .poll(async () => {
        const [invoices, tickets] = await tops();
        return (tickets ?? 0) - (invoices ?? 0);
      })
      .toBeGreaterThan(100);
  });

  demoTest(
    '700 px: the invoice table becomes a list of cards',
    async ({ page }) => {
      await page.goto(appUrl(PAGES.home));
      await page.setViewportSize({ width: 701, height: 900 });
      await expect(page.locator('#invoices table')).toBeVisible();
      await page.setViewportSize({ width: 699, height: 900 });
      await expect(page.locator('#invoices table')).toBeHidden();
      await expect(
        page.locator('#invoices').getByText('#1001').first(),
      ).toBeVisible();
    },
  );

  demoTest('640 px: the page uses the full width', async ({ page }) => {
    await page.goto(appUrl(PAGES.home));
    await page.setViewportSize({ width: 639, height: 900 });
    const main = await page.locator('main').boundingBox();
    const card = await page.locator('#subscriptions a').first().boundingBox();
    expect((card?.width ?? 0) / (main?.width ?? 1)).toBeGreaterThan(0.9);
  });
});

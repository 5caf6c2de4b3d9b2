import { expect } from '@playwright/test';

import { PAGES } from '@members/contract';

import { expectNoViolations, useScheme } from './support/axe';
import { openNetworkIssue, resolveNetworkIssue } from './support/emulator';
import { demoTest } from './support/fixtures';
import { appUrl, urlEndingIn } from './support/paths';

/** The e2e servers keep the service status 5 s (SERVICE_STATUS_SECONDS). */
const WAIT = { timeout: 30_000, intervals: [1_000, 2_000] };

demoTest(
  'an open network issue shows a banner on every page, the status page lists it, and it goes once resolved',
  async ({ page, request, context, baseURL }, testInfo) => {
    demoTest.slow();
    // Every page of this server shows the issue while it is open, to every
    // journey running beside this one: its title is WHMCS's text, and one
    // that reads like the app's English ("Channels") failed the language
    // journeys that met it.
    const title = `Stream EU-1 slow (${testInfo.project.name})`;
    const id = await openNetworkIssue(request, testInfo, {
      title,
      description: '<p>Some <strong>sports channels</strong> buffer.</p>',
      status: 'Investigating',
      priority: 'High',
    });
    try {
      await page.goto(appUrl(PAGES.home));
      const banner = page.getByTestId('status-banner');
      await expect(async () => {
        await page.reload();
        await expect(banner).toContainText(title, { timeout: 3_000 });
      }).toPass(WAIT);
      await expect(page.getByTestId('status-attention')).toBeVisible();
      // The banner sits above the page, never over it.
      const main = await page.locator('#main').boundingBox();
      const box = await banner.boundingBox();
      expect(box && main && box.y + box.height <= main.y + 1).toBe(true);

      await banner
        .getByRole('link', { name: 'See the service status' })
        .click();
      await expect(page).toHaveURL(urlEndingIn(PAGES.status));
      await expect(
        page.getByRole('heading', { level: 1, name: 'Service status' }),
      ).toBeVisible();
      const issue = page
        .getByTestId('network-issue')
        .filter({ hasText: title });
      await expect(issue).toContainText('Some sports channels buffer.');
      await expect(
        page.getByRole('heading', { name: 'Planned maintenance', exact: true }),
      ).toBeVisible();
      for (const scheme of ['light', 'dark'] as const) {
        await useScheme(context, baseURL, scheme);
        await page.reload();
        await expect(issue).toBeVisible();
        await expectNoViolations(page, 'service status');
      }
    } finally {
      await resolveNetworkIssue(request, testInfo, id);
    }

    // The status page first: the server reads the status again after 5 s
    // here (SERVICE_STATUS_SECONDS), then lists the issue as resolved.
    await page.goto(appUrl(PAGES.status));
    const resolved = page
      .getByTestId('network-issue')
      .filter({ hasText: title });
    await expect(async () => {
      await page.reload();
      await expect(
        page.getByRole('heading', { name: 'Recently resolved', exact: true }),
      ).toBeVisible({ timeout: 3_000 });
    }).toPass(WAIT);
    await expect(resolved).toBeVisible();
    // The dashboard then has no banner once its status answer is in (the
    // banner loads after the first view, so its absence counts only once
    // the page's requests have ended).
    await page.goto(appUrl(PAGES.home));
    await expect(
      page
        .getByTestId('dashboard-overview')
        .or(page.locator('#attention'))
        .first(),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('status-banner')).toHaveCount(0);
    await page.getByTestId('service-status-link').click();
    await expect(resolved).toBeVisible();
    await expect(page.getByTestId('status-all-clear')).toBeVisible();
  },
);

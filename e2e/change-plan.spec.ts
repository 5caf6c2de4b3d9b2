import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

import { PAGES } from '@members/contract';

import { expectNoViolations, useScheme } from './support/axe';
import { trialTest } from './support/fixtures';
import { appUrl, urlEndingIn } from './support/paths';
import { screenReady } from './support/screen';

// The trial customer's free line (emulator seed, "trial@example.com"): the
// product's upgrade paths lead to IPTV Standard (monthly, quarterly) and
// IPTV Premium (yearly), in USD. Each width has its own server and
// emulator, so each upgrades its own trial line. The checks that only look
// come first; the journey that upgrades the line comes last.
const TRIAL_LINE = 501;

function statusBanner(page: Page) {
  return page.locator('main [role="status"][data-status]');
}

async function openChangePlan(page: Page) {
  await page.goto(appUrl(PAGES.changePlan, { subscriptionid: TRIAL_LINE }));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Upgrade to a paid plan' }),
  ).toBeVisible();
  await screenReady(page);
}

for (const scheme of ['light', 'dark'] as const) {
  trialTest(
    `the trial invitation, the plan options and the confirmation have no WCAG A/AA violation (${scheme})`,
    async ({ page, context, baseURL }) => {
      // Four axe runs on a long page: more than the default time on a busy machine.
      trialTest.slow();
      await useScheme(context, baseURL, scheme);
      await page.goto(
        appUrl(PAGES.subscription, { subscriptionid: TRIAL_LINE }),
      );
      await expect(page.locator('html')).toHaveAttribute(
        'data-mantine-color-scheme',
        scheme,
      );
      await expect(page.getByTestId('trial-invite')).toBeVisible();
      await screenReady(page);
      await expectNoViolations(page, 'trial subscription');

      await openChangePlan(page);
      await expectNoViolations(page, 'change plan');

      await page.getByRole('button', { name: 'Upgrade to this plan' }).click();
      await expect(page.getByText('Choose a plan first.')).toBeVisible();
      await expectNoViolations(page, 'change plan without a choice');

      await page
        .getByRole('group', { name: /IPTV Premium/ })
        .getByRole('radio', { name: /Yearly/ })
        .check();
      await page.getByRole('button', { name: 'Upgrade to this plan' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change your plan?' });
      await expect(dialog).toBeVisible();
      await expectNoViolations(page, 'change plan confirmation');
      await dialog.getByRole('button', { name: 'Keep my plan' }).click();
      await expect(dialog).toBeHidden();
    },
  );
}

trialTest(
  'the trial customer upgrades to a paid plan, reaches its invoice and pays it',
  async ({ page }) => {
    // The payment page and the wait out of the server's read cache take time.
    trialTest.slow();
    await page.goto(appUrl(PAGES.subscription, { subscriptionid: TRIAL_LINE }));
    await page
      .getByTestId('trial-invite')
      .getByRole('link', { name: 'Upgrade to a paid plan' })
      .click();
    await expect(page).toHaveURL(
      urlEndingIn(PAGES.changePlan, `\\?subscriptionid=${TRIAL_LINE}`),
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Upgrade to a paid plan' }),
    ).toBeVisible();
    const current = page.getByTestId('current-plan');
    await expect(current).toContainText('IPTV Trial — 24 hours');
    await expect(current).toContainText('Free');

    const standard = page.getByRole('group', { name: /IPTV Standard/ });
    await expect(standard).toContainText('$10.99 / month');
    await expect(standard).toContainText('Due now: $10.99');
    await standard.getByRole('radio', { name: /Monthly/ }).check();
    await page.getByRole('button', { name: 'Upgrade to this plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change your plan?' });
    await expect(dialog).toContainText('IPTV Standard — 1 month');
    await expect(dialog).toContainText('$10.99 / month');
    await dialog.getByRole('button', { name: 'Confirm the change' }).click();

    // The invoice of the change, with pay now.
    await expect(page).toHaveURL(/\/invoice\?invoiceid=\d+$/);
    await expect(page.getByText('Plan change ordered')).toBeVisible();
    await expect(statusBanner(page)).toHaveAttribute('data-status', 'Unpaid');
    await expect(statusBanner(page)).toContainText('$10.99');
    const invoiceUrl = page.url();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByTestId('pay-now').click();
    await page.getByTestId('back-to-members-area').click();
    await expect(page).toHaveURL(invoiceUrl);
    await expect(statusBanner(page)).toHaveAttribute('data-status', 'Paid');

    // Paid, the line is on its new plan: no trial invitation any more. The
    // server keeps what it read of the account for 10 s.
    await expect(async () => {
      await page.goto(
        appUrl(PAGES.subscription, { subscriptionid: TRIAL_LINE }),
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'IPTV Standard — 1 month',
        { timeout: 5_000 },
      );
    }).toPass({ timeout: 45_000 });
    await expect(page.getByTestId('trial-invite')).toHaveCount(0);
    await expect(page.getByTestId('change-plan')).toBeVisible();
  },
);

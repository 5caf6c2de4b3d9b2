import { expect, test } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';

import { expectNoViolations, useScheme } from './support/axe';
import type { Scheme } from './support/axe';
import { demoTest, isPhone } from './support/fixtures';
import { isFocused, tabTo } from './support/keyboard';
import { codeOf, waitForMail } from './support/session';

/**
 * The account whose code step is checked: no other journey asks a code for
 * it, so the one-code-a-minute limit per address never bites.
 */
const TWO_FACTOR = 'twofactor@example.com';

/** Waits until a screen of the app has its data: no skeleton left. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
}

function label(scheme: Scheme, testInfo: TestInfo, state: string): string {
  return `${state} (${scheme}, ${testInfo.project.name})`;
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the sign-in page has no WCAG A/AA violation (${scheme})`, async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    test.slow();
    await useScheme(context, baseURL, scheme);
    await page.goto('/dashboard/login');
    await expect(page.locator('html')).toHaveAttribute(
      'data-mantine-color-scheme',
      scheme,
    );
    const email = page.getByLabel('E-mail address');
    await expect(email).toBeVisible();
    await expectNoViolations(page, label(scheme, testInfo, 'e-mail step'));

    // The e-mail step with an error shown.
    await email.fill('not an address');
    await page.getByRole('button', { name: 'E-mail me a code' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expectNoViolations(
      page,
      label(scheme, testInfo, 'e-mail step with an error'),
    );

    // The language menu open.
    await page.getByTestId('language-switcher').click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoViolations(
      page,
      label(scheme, testInfo, 'sign-in language menu'),
    );
    await page.keyboard.press('Escape');

    // The password method.
    await page
      .locator('label')
      .filter({ hasText: /^Password$/ })
      .click();
    await expect(page.locator('input[type=password]')).toBeVisible();
    await expectNoViolations(page, label(scheme, testInfo, 'password method'));

    // Sign-up.
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(
      page.getByRole('heading', { name: 'Create your account' }),
    ).toBeVisible();
    await expectNoViolations(page, label(scheme, testInfo, 'sign-up'));
  });
}

test('the code step with a wrong code has no WCAG A/AA violation, and the code signs in by keyboard alone', async ({
  page,
}, testInfo) => {
  // One code is asked for (the real sign-in limits apply), in light only.
  await page.goto('/dashboard/login');
  await tabTo(page, page.getByLabel('E-mail address'));
  await page.keyboard.type(TWO_FACTOR);
  const since = new Date().toISOString();
  await page.keyboard.press('Enter');
  const mail = await waitForMail(page.request, TWO_FACTOR, since);
  const firstDigit = page.getByRole('textbox', { name: /Digit 1 of 6/ });
  await expect(firstDigit).toBeVisible();
  if (!(await isFocused(firstDigit))) {
    await tabTo(page, firstDigit);
  }
  const code = codeOf(mail);
  await page.keyboard.type(code === '000000' ? '111111' : '000000');
  await expect(page.getByRole('alert')).toContainText('This code is wrong');
  await expectNoViolations(
    page,
    label('light', testInfo, 'code step with a wrong code'),
  );
  // The boxes are emptied and the first has the focus again.
  await expect(firstDigit).toBeFocused();
  await page.keyboard.type(code);
  await expect(page).toHaveURL(/\/dashboard\/?$/);
});

const SCREENS: {
  path: string;
  state: string;
  ready?: (page: Page) => Promise<void>;
}[] = [
  { path: '/dashboard/', state: 'dashboard' },
  {
    path: '/dashboard/subscription?subscriptionid=102',
    state: 'subscription 102',
    ready: async (page) => {
      await expect(page.getByTestId('mac-card')).toBeVisible();
      await expect(page.getByTestId('parental-card')).toBeVisible();
    },
  },
  { path: '/dashboard/invoice?invoiceid=1001', state: 'invoice 1001' },
  {
    path: '/dashboard/ticket?ticketid=11',
    state: 'ticket 11',
    ready: async (page) => {
      await expect(
        page.getByRole('textbox', { name: 'Your message' }),
      ).toBeVisible();
    },
  },
  { path: '/dashboard/affiliate', state: 'affiliate' },
  { path: '/dashboard/withdrawal', state: 'withdrawal' },
  { path: '/dashboard/resellers', state: 'resellers' },
];

for (const scheme of ['light', 'dark'] as const) {
  demoTest(
    `every screen of the app has no WCAG A/AA violation (${scheme})`,
    async ({ page, context, baseURL }, testInfo) => {
      demoTest.slow();
      await useScheme(context, baseURL, scheme);
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        await expect(page.locator('html')).toHaveAttribute(
          'data-mantine-color-scheme',
          scheme,
        );
        await settled(page);
        await screen.ready?.(page);
        await expectNoViolations(page, label(scheme, testInfo, screen.state));
      }

      await page.goto('/dashboard/no-such-page');
      await expect(
        page.getByText('This page could not be found'),
      ).toBeVisible();
      await expectNoViolations(page, label(scheme, testInfo, 'not-found page'));
    },
  );
}

demoTest(
  'forms with errors, menus and dialogs have no WCAG A/AA violation',
  async ({ page }, testInfo) => {
    demoTest.slow();
    // The open-ticket form with its errors shown.
    await page.goto('/dashboard/openTicket');
    await settled(page);
    await page.getByRole('button', { name: 'Send ticket' }).click();
    await expect(page.locator('[aria-invalid=true]').first()).toBeVisible();
    await expectNoViolations(
      page,
      label('light', testInfo, 'open-ticket form with errors'),
    );

    // The language menu open.
    await page.goto('/dashboard/');
    await settled(page);
    await page.getByTestId('language-switcher').click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoViolations(page, label('light', testInfo, 'language menu'));
    await page.keyboard.press('Escape');

    // The header menu open on the phone.
    if (isPhone(testInfo)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(
        page.getByRole('button', { name: 'Close menu' }),
      ).toHaveAttribute('aria-expanded', 'true');
      await expectNoViolations(page, label('light', testInfo, 'header menu'));
    }

    // A dialog open: the close-ticket confirmation.
    await page.goto('/dashboard/ticket?ticketid=11');
    await settled(page);
    await page.getByRole('button', { name: 'Close ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close this ticket?' });
    await expect(dialog).toBeVisible();
    await expectNoViolations(
      page,
      label('light', testInfo, 'close-ticket confirmation'),
    );
    await dialog.getByRole('button', { name: 'Keep it open' }).click();
    await expect(dialog).toBeHidden();
  },
);

import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { BASE_PATH, PAGES } from '@members/contract';

import { expectNoViolations, useScheme } from './support/axe';
import { demoTest, isPhone } from './support/fixtures';
import { isFocused, tabTo } from './support/keyboard';
import { appUrl, homeUrl, NO_SUCH_PAGE } from './support/paths';
import { openHeaderMenu, screenReady } from './support/screen';
import { codeOf, startAtCodeStep, waitForMail } from './support/session';

/**
 * The account whose code step is checked: no other journey asks a code for
 * it, so the one-code-a-minute limit per address never bites.
 */
const TWO_FACTOR = 'twofactor@example.com';

for (const scheme of ['light', 'dark'] as const) {
  test(`the sign-in page has no WCAG A/AA violation (${scheme})`, async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    test.slow();
    await useScheme(context, baseURL, scheme);
    await page.goto(appUrl(PAGES.login));
    await expect(page.locator('html')).toHaveAttribute(
      'data-mantine-color-scheme',
      scheme,
    );
    const email = page.getByLabel('E-mail address');
    await expect(email).toBeVisible();
    await expectNoViolations(page, 'e-mail step');

    // The e-mail step with an error shown.
    await email.fill('not an address');
    await page.getByRole('button', { name: 'E-mail me a code' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expectNoViolations(page, 'e-mail step with an error');

    // The language menu open.
    await page.getByTestId('language-switcher').click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoViolations(page, 'sign-in language menu');
    await page.keyboard.press('Escape');

    // The password method.
    await page
      .locator('label')
      .filter({ hasText: /^Password$/ })
      .click();
    await expect(page.locator('input[type=password]')).toBeVisible();
    await expectNoViolations(page, 'password method');

    // Sign-up.
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(
      page.getByRole('heading', { name: 'Create your account' }),
    ).toBeVisible();
    await expectNoViolations(page, 'sign-up');

    // The code step: empty boxes, then a wrong code and its error (an
    // address of its own per scheme and width, never asked a code).
    const address = `axe-${scheme}-${testInfo.project.name}@example.com`;
    await startAtCodeStep(page.context(), baseURL, address);
    await page.goto(appUrl(PAGES.login));
    const firstDigit = page.getByRole('textbox', { name: /Digit 1 of 6/ });
    await expect(firstDigit).toBeVisible();
    await expectNoViolations(page, 'code step');
    await firstDigit.click();
    await page.keyboard.type('000000');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoViolations(page, 'code step with a wrong code');
  });
}

test('the code step with a wrong code has no WCAG A/AA violation, and the code signs in by keyboard alone', async ({
  page,
}) => {
  // One code is asked for (the real sign-in limits apply), in light only.
  await page.goto(appUrl(PAGES.login));
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
  await expectNoViolations(page, 'code step with a sent code, wrong code');
  // The boxes are emptied and the first has the focus again.
  await expect(firstDigit).toBeFocused();
  await page.keyboard.type(code);
  await expect(page).toHaveURL(homeUrl());
});

const SCREENS: {
  path: string;
  state: string;
  ready?: (page: Page) => Promise<void>;
}[] = [
  { path: appUrl(PAGES.home), state: 'dashboard' },
  {
    path: appUrl(PAGES.subscription, { subscriptionid: 102 }),
    state: 'subscription 102',
    ready: async (page) => {
      await expect(page.getByTestId('mac-card')).toBeVisible();
      await expect(page.getByTestId('parental-card')).toBeVisible();
    },
  },
  { path: appUrl(PAGES.invoice, { invoiceid: 1001 }), state: 'invoice 1001' },
  {
    path: appUrl(PAGES.ticket, { ticketid: 11 }),
    state: 'ticket 11',
    ready: async (page) => {
      await expect(
        page.getByRole('textbox', { name: 'Your message' }),
      ).toBeVisible();
    },
  },
  { path: appUrl(PAGES.affiliate), state: 'affiliate' },
  { path: appUrl(PAGES.withdrawal), state: 'withdrawal' },
  {
    path: appUrl(PAGES.withdraw),
    state: 'withdraw',
    ready: async (page) => {
      await expect(
        page.getByRole('combobox', { name: /^Contract/ }),
      ).toBeVisible();
    },
  },
  { path: appUrl(PAGES.resellers), state: 'resellers' },
  { path: appUrl(PAGES.openTicket), state: 'open ticket' },
  {
    path: appUrl(PAGES.devices),
    state: 'devices',
    ready: async (page) => {
      await expect(page.getByTestId('device').first()).toBeVisible();
    },
  },
  {
    path: appUrl(PAGES.security),
    state: 'security',
    ready: async (page) => {
      await expect(
        page.getByRole('heading', { name: 'Recent sign-ins' }),
      ).toBeVisible();
    },
  },
  {
    path: appUrl(PAGES.privacy),
    state: 'privacy',
    ready: async (page) => {
      await expect(page.getByTestId('exports-left')).toBeVisible();
    },
  },
  {
    path: appUrl(PAGES.resellerSuccess, { serviceid: 101 }),
    state: 'reseller success',
    ready: async (page) => {
      await expect(page.getByTestId('reseller-success')).toBeVisible();
    },
  },
];

for (const scheme of ['light', 'dark'] as const) {
  demoTest(
    `every screen of the app has no WCAG A/AA violation (${scheme})`,
    async ({ page, context, baseURL }) => {
      demoTest.slow();
      await useScheme(context, baseURL, scheme);
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        await expect(page.locator('html')).toHaveAttribute(
          'data-mantine-color-scheme',
          scheme,
        );
        await screenReady(page);
        await screen.ready?.(page);
        await expectNoViolations(page, screen.state);
      }

      await page.goto(`${BASE_PATH}${NO_SUCH_PAGE}`);
      await expect(
        page.getByText('This page could not be found'),
      ).toBeVisible();
      await expectNoViolations(page, 'not-found page');
    },
  );
}

for (const scheme of ['light', 'dark'] as const) {
  demoTest(
    `forms with errors, menus, dialogs and the editor have no WCAG A/AA violation (${scheme})`,
    async ({ page, context, baseURL }, testInfo) => {
      demoTest.slow();
      await useScheme(context, baseURL, scheme);
      // The open-ticket form with its errors shown.
      await page.goto(appUrl(PAGES.openTicket));
      await screenReady(page);
      await page.getByRole('button', { name: 'Send ticket' }).click();
      await expect(page.locator('[aria-invalid=true]').first()).toBeVisible();
      await expectNoViolations(page, 'open-ticket form with errors');

      // The language menu open.
      await page.goto(appUrl(PAGES.home));
      await screenReady(page);
      await page.getByTestId('language-switcher').click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoViolations(page, 'language menu');
      await page.keyboard.press('Escape');

      // The header menu open on the phone.
      if (isPhone(testInfo)) {
        await openHeaderMenu(page);
        await expectNoViolations(page, 'header menu');
      }

      // A dialog open: the line password reset confirmation.
      await page.goto(appUrl(PAGES.subscription, { subscriptionid: 102 }));
      await screenReady(page);
      await page.getByRole('button', { name: 'Reset password' }).click();
      const reset = page.getByRole('dialog', {
        name: 'Reset the line password?',
      });
      await expect(reset).toBeVisible();
      await expectNoViolations(page, 'password reset confirmation');
      await page.keyboard.press('Escape');
      await expect(reset).toBeHidden();

      // The reply editor, focused, with content.
      await page.goto(appUrl(PAGES.ticket, { ticketid: 11 }));
      await screenReady(page);
      const editor = page.getByRole('textbox', { name: 'Your message' });
      await editor.click();
      await page.keyboard.type('The picture freezes on channel 4.');
      await expect(editor).toBeFocused();
      await expectNoViolations(page, 'reply editor with text');

      // Another dialog: the close-ticket confirmation.
      await page.getByRole('button', { name: 'Close ticket' }).click();
      const dialog = page.getByRole('dialog', { name: 'Close this ticket?' });
      await expect(dialog).toBeVisible();
      await expectNoViolations(page, 'close-ticket confirmation');
      await dialog.getByRole('button', { name: 'Keep it open' }).click();
      await expect(dialog).toBeHidden();
    },
  );
}

import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

import { BASE_PATH, PAGES } from '@members/contract';

import { callWhmcs } from './support/emulator';
import { demoTest, isPhone } from './support/fixtures';
import {
  focusIndicator,
  isFocused,
  stopsWithoutFocusIndicator,
  tabTo,
} from './support/keyboard';
import { appUrl, homeUrl, NO_SUCH_PAGE, urlEndingIn } from './support/paths';
import { screenReady } from './support/screen';
import { OTHER, startAtCodeStep } from './support/session';

/** The demo customer's WHMCS client id. */
const DEMO_CLIENT_ID = 1;

/**
 * Presses Tab until `target` has the focus (at most 30 times), on pages that
 * are not the app's (the emulator's payment page), whose focus is not checked.
 */
async function pressTabUntilFocused(
  page: Page,
  target: Locator,
): Promise<void> {
  for (
    let presses = 0;
    presses < 30 && !(await isFocused(target));
    presses += 1
  ) {
    await page.keyboard.press('Tab');
  }
}

test('signs in by password with the keyboard alone', async ({ page }) => {
  await page.goto(appUrl(PAGES.login));
  const passwordMethod = page.getByRole('radio', { name: 'Password' });
  const codeMethod = page.getByRole('radio', { name: /code/i });
  await tabTo(page, codeMethod);
  await page.keyboard.press('ArrowRight');
  await expect(passwordMethod).toBeChecked();
  await tabTo(page, page.getByLabel('E-mail address'));
  await page.keyboard.type(OTHER.email);
  await tabTo(page, page.locator('input[type=password]'));
  await page.keyboard.type(OTHER.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(homeUrl());
  await expect(
    page.getByRole('heading', { name: 'Subscriptions' }),
  ).toBeVisible();
});

demoTest(
  'changes a MAC address with the keyboard alone',
  async ({ page }, testInfo) => {
    await page.goto(appUrl(PAGES.subscription, { subscriptionid: 102 }));
    const card = page.getByTestId('mac-card');
    const input = card.getByTestId('mac-input');
    await tabTo(page, input);
    await page.keyboard.press('ControlOrMeta+a');
    const mac =
      testInfo.project.name === 'phone'
        ? '00:1A:79:0B:0C:02'
        : '00:1A:79:0B:0C:01';
    await page.keyboard.type(mac);
    await tabTo(
      page,
      card.getByRole('button', { name: /(Add|Change) MAC address/ }),
    );
    await page.keyboard.press('Enter');
    await expect(page.getByText('MAC address saved')).toBeVisible();
  },
);

demoTest(
  'pays an invoice on the payment page with the keyboard alone',
  async ({ page }, testInfo) => {
    // An invoice of its own: the demo invoices other journeys read stay as
    // they are, whatever order the journeys run in.
    const created = await callWhmcs(page.request, testInfo, 'CreateInvoice', {
      userid: DEMO_CLIENT_ID,
      itemdescription1: `Keyboard journey (${testInfo.project.name})`,
      itemamount1: '4.99',
    });
    const invoiceid = Number(created.invoiceid);
    await page.goto(appUrl(PAGES.invoice, { invoiceid }));
    const pay = page.getByRole('button', { name: 'Pay now' }).first();
    await tabTo(page, pay);
    await page.keyboard.press('Enter');
    const payNow = page.getByTestId('pay-now');
    await expect(payNow).toBeVisible();
    await pressTabUntilFocused(page, payNow);
    await page.keyboard.press('Enter');
    const back = page.getByTestId('back-to-members-area');
    await expect(back).toBeVisible();
    await pressTabUntilFocused(page, back);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(
      urlEndingIn(appUrl(PAGES.invoice, { invoiceid })),
    );
    await expect(
      page.locator('main [role="status"][data-status]'),
    ).toHaveAttribute('data-status', 'Paid');
  },
);

demoTest(
  'opens a ticket and replies to it with the keyboard alone',
  async ({ page }, testInfo) => {
    demoTest.slow();
    const subject = `Keyboard only (${testInfo.project.name} ${Date.now().toString(36)})`;
    await page.goto(appUrl(PAGES.openTicket));
    const department = page.getByRole('combobox', { name: 'Department' });
    await tabTo(page, department);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'Support' })).toBeVisible();
    // Enter picks the highlighted option: on a fast machine it came before
    // the list had highlighted one, and picked nothing.
    await expect(department).toHaveAttribute('aria-activedescendant', /.+/);
    await page.keyboard.press('Enter');
    await expect(department).toHaveValue(/.+/);
    await tabTo(page, page.getByRole('textbox', { name: 'Subject' }));
    await page.keyboard.type(subject);
    await tabTo(page, page.getByRole('textbox', { name: 'Message' }));
    await page.keyboard.type('Typed without a mouse.');
    await tabTo(page, page.getByRole('button', { name: 'Send ticket' }));
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: subject }),
    ).toBeVisible();

    await tabTo(page, page.getByRole('textbox', { name: 'Your message' }));
    await page.keyboard.type('A reply, also without a mouse.');
    await tabTo(page, page.getByRole('button', { name: 'Send reply' }));
    await page.keyboard.press('Space');
    await expect(page.getByText('Reply sent')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);
  },
);

/** Every screen of the app, each once it has its data. */
const SCREENS = [
  appUrl(PAGES.home),
  appUrl(PAGES.subscription, { subscriptionid: 102 }),
  appUrl(PAGES.invoice, { invoiceid: 1001 }),
  appUrl(PAGES.ticket, { ticketid: 11 }),
  appUrl(PAGES.openTicket),
  appUrl(PAGES.affiliate),
  appUrl(PAGES.withdrawal),
  appUrl(PAGES.resellers),
  appUrl(PAGES.resellerSuccess, { serviceid: 101 }),
  `${BASE_PATH}${NO_SUCH_PAGE}`,
];

async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await screenReady(page);
}

demoTest(
  'every tab stop of every screen shows a visible focus indicator',
  async ({ page, browser, baseURL }, testInfo) => {
    demoTest.slow();
    for (const path of SCREENS) {
      await openScreen(page, path);
      const { stops, missing } = await stopsWithoutFocusIndicator(page);
      expect(stops, `tab stops on ${path}`).toBeGreaterThan(2);
      expect
        .soft(missing, `stops without visible focus on ${path}`)
        .toEqual([]);
    }

    // The language menu: each item the arrow keys reach shows its focus.
    await openScreen(page, appUrl(PAGES.home));
    await tabTo(page, page.getByTestId('language-switcher'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    for (let item = 0; item < 7; item += 1) {
      await page.keyboard.press('ArrowDown');
      expect
        .soft(await focusIndicator(page), `language menu item ${item + 1}`)
        .toBe('visible');
    }
    await page.keyboard.press('Escape');

    // The header menu on the phone, opened from the keyboard.
    if (isPhone(testInfo)) {
      const burger = page.getByRole('button', { name: 'Open menu' });
      await tabTo(page, burger);
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('button', { name: 'Close menu' }),
      ).toHaveAttribute('aria-expanded', 'true');
      const { missing } = await stopsWithoutFocusIndicator(page);
      expect
        .soft(missing, 'stops without visible focus with the header menu open')
        .toEqual([]);
    }

    // The sign-in page, as a guest: e-mail step, password, sign-up, code.
    const guest = await browser.newContext({
      viewport: testInfo.project.use.viewport,
      baseURL,
      storageState: { cookies: [], origins: [] },
    });
    const guestPage = await guest.newPage();
    const signInStates: [string, () => Promise<void>][] = [
      [
        'e-mail step',
        async () => {
          await guestPage.goto(appUrl(PAGES.login));
          await expect(guestPage.locator('input[type=email]')).toBeVisible();
        },
      ],
      [
        'password method',
        async () => {
          await guestPage.locator('label[for=sign-in-method-password]').click();
          await expect(guestPage.locator('input[type=password]')).toBeVisible();
        },
      ],
      [
        'sign-up',
        async () => {
          await guestPage.goto(appUrl(PAGES.login, { signup: 1 }));
          await expect(
            guestPage.locator('input[autocomplete=new-password]'),
          ).toBeVisible();
        },
      ],
      [
        'code step',
        async () => {
          await startAtCodeStep(guest, baseURL);
          await guestPage.goto(appUrl(PAGES.login));
          await expect(
            guestPage.locator('input[autocomplete=one-time-code]'),
          ).toBeVisible();
        },
      ],
    ];
    for (const [state, open] of signInStates) {
      await open();
      const { stops, missing } = await stopsWithoutFocusIndicator(guestPage);
      expect(stops, `tab stops on the sign-in ${state}`).toBeGreaterThan(2);
      expect
        .soft(missing, `stops without visible focus on the sign-in ${state}`)
        .toEqual([]);
    }
    await guest.close();
  },
);

demoTest('every icon-only button has an accessible name', async ({ page }) => {
  // Every screen in turn: longer than one journey's default minute.
  demoTest.slow();
  for (const path of SCREENS) {
    await openScreen(page, path);
    // Named by text, aria-label(ledby) or title; an image inside names it
    // by its alt text. Hidden controls do not count.
    const unnamed = await page
      .locator('button, [role=button], a[href], [role=menuitem], [role=tab]')
      .evaluateAll((elements) =>
        elements
          .filter((element) => element.getClientRects().length > 0)
          .filter((element) => (element.textContent ?? '').trim() === '')
          .filter(
            (element) =>
              !element.getAttribute('aria-label')?.trim() &&
              !element.getAttribute('aria-labelledby') &&
              !element.getAttribute('title')?.trim() &&
              !element.querySelector('img[alt]:not([alt=""])'),
          )
          .map((element) => element.outerHTML.slice(0, 120)),
      );
    expect.soft(unnamed, path).toEqual([]);
  }
});

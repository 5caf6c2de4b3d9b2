import { expect, test } from '@playwright/test';

import { demoTest } from './support/fixtures';
import { isFocused, tabTo } from './support/keyboard';
import { OTHER } from './support/session';

test('signs in by password with the keyboard alone', async ({ page }) => {
  await page.goto('/dashboard/login');
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
  await expect(page).toHaveURL(/\/dashboard\/?$/);
  await expect(
    page.getByRole('heading', { name: 'Subscriptions' }),
  ).toBeVisible();
});

demoTest(
  'changes a MAC address with the keyboard alone',
  async ({ page }, testInfo) => {
    await page.goto('/dashboard/subscription?subscriptionid=102');
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
  async ({ page }) => {
    await page.goto('/dashboard/invoice?invoiceid=1001');
    const pay = page.getByRole('button', { name: 'Pay now' }).first();
    await tabTo(page, pay);
    await page.keyboard.press('Enter');
    const payNow = page.getByTestId('pay-now');
    await expect(payNow).toBeVisible();
    for (
      let presses = 0;
      presses < 30 && !(await isFocused(payNow));
      presses += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    const back = page.getByTestId('back-to-members-area');
    await expect(back).toBeVisible();
    for (
      let presses = 0;
      presses < 30 && !(await isFocused(back));
      presses += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/invoice\?invoiceid=1001$/);
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
    await page.goto('/dashboard/openTicket');
    const department = page.getByRole('combobox', { name: 'Department' });
    await tabTo(page, department);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'Support' })).toBeVisible();
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

demoTest('every icon-only button has an accessible name', async ({ page }) => {
  for (const path of [
    '/dashboard/',
    '/dashboard/subscription?subscriptionid=102',
    '/dashboard/ticket?ticketid=11',
    '/dashboard/openTicket',
    '/dashboard/affiliate',
  ]) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
    const unnamed = await page
      .locator('button, [role=button], a[href]')
      .evaluateAll((elements) =>
        elements
          .filter((element) => (element.textContent ?? '').trim() === '')
          .filter(
            (element) =>
              !element.getAttribute('aria-label') &&
              !element.getAttribute('aria-labelledby') &&
              !element.getAttribute('title'),
          )
          .map((element) => element.outerHTML.slice(0, 120)),
      );
    expect(unnamed, path).toEqual([]);
  }
});

demoTest(
  'asks for less motion: no transitions or animations',
  async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/dashboard/ticket?ticketid=11');
    await expect(page.locator('main h1').first()).toBeVisible();
    // Open the close-ticket dialog: Mantine would fade and scale it in.
    await page.getByRole('button', { name: 'Close ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close this ticket?' });
    await expect(dialog).toBeVisible();
    const moving = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .map((element) => {
          const style = getComputedStyle(element);
          const durations = [
            ...style.transitionDuration.split(','),
            ...style.animationDuration.split(','),
          ].map((value) => parseFloat(value));
          const isAnimated =
            style.animationName !== 'none' &&
            parseFloat(style.animationDuration) > 0;
          const isTransitioned =
            style.transitionProperty !== 'none' &&
            parseFloat(style.transitionDuration) > 0;
          return isAnimated || isTransitioned
            ? `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} ${durations.join(',')}`
            : null;
        })
        .filter((entry) => entry !== null),
    );
    expect(moving).toEqual([]);
  },
);

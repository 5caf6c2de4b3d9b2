import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

import { PAGES } from '@members/contract';

import { demoTest } from './support/fixtures';
import { appUrl, callApiOk } from './support/paths';

// Only the demo customer's subscriptions 101 and 102 are used here, so the
// other spec files are not affected.

async function deviceSetupOf(page: Page, serviceid: number) {
  return callApiOk(page, 'deviceSetup', { serviceid });
}

async function subscriptionOf(page: Page, id: number) {
  const { activeSubs } = await callApiOk(page, 'subscriptions', {});
  const found = activeSubs.find((subscription) => subscription.id === id);
  if (!found) {
    throw new Error(`no active subscription ${id}`);
  }
  return found;
}

function field(scope: Page | Locator, label: string): Locator {
  const page = 'goto' in scope ? scope : scope.page();
  return scope
    .getByTestId('copy-field')
    .filter({ has: page.getByText(label, { exact: true }) });
}

async function openSubscription(page: Page, id: number) {
  await page.goto(appUrl(PAGES.subscription, { subscriptionid: id }));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({
    timeout: 20_000,
  });
}

async function clipboardAfterCopying(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  return page.evaluate(() => navigator.clipboard.readText());
}

demoTest(
  'the device login: revealed, copied, and the QR code holds the playlist URL',
  async ({ page, baseURL }) => {
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: baseURL,
      });
    await openSubscription(page, 102);
    const setup = await deviceSetupOf(page, 102);
    const card = page.getByTestId('device-setup');

    await expect(field(card, 'Username')).toContainText(setup.username);
    await expect(field(card, 'Server URL')).toContainText(setup.serverUrl);
    await expect(field(card, 'Password')).not.toContainText(setup.password);
    await expect(card).not.toContainText(setup.playlistUrl);
    await expect(
      page.getByRole('link', { name: 'Download playlist' }),
    ).toHaveAttribute('href', setup.playlistUrl);

    await card.getByRole('button', { name: 'Show Password' }).click();
    await expect(field(card, 'Password')).toContainText(setup.password);
    await expect(field(card, 'Playlist URL')).toHaveText(
      `Playlist URL${setup.playlistUrl}`,
    );

    expect(await clipboardAfterCopying(page, 'Copy Playlist URL')).toBe(
      setup.playlistUrl,
    );
    expect(await clipboardAfterCopying(page, 'Copy Server URL')).toBe(
      setup.serverUrl,
    );
    expect(await clipboardAfterCopying(page, 'Copy Username')).toBe(
      setup.username,
    );
    expect(await clipboardAfterCopying(page, 'Copy Password')).toBe(
      setup.password,
    );

    const qr = card.getByTestId('qr-code');
    await qr.scrollIntoViewIfNeeded();
    const png = PNG.sync.read(await qr.screenshot());
    const decoded = jsQR(
      new Uint8ClampedArray(png.data),
      png.width,
      png.height,
    );
    expect(decoded?.data).toBe(setup.playlistUrl);
  },
);

demoTest(
  'a MAC in any notation is saved normalised, and a MAC in use is refused',
  async ({ page }) => {
    await openSubscription(page, 102);
    const card = page.getByTestId('mac-card');
    const input = card.getByTestId('mac-input');
    await input.fill('00-1a-79-aa-bb-cc');
    await expect(
      card.getByText('Will be saved as 00:1A:79:AA:BB:CC'),
    ).toBeVisible();
    await input.blur();
    await expect(input).toHaveValue('00:1A:79:AA:BB:CC');
    await card
      .getByRole('button', { name: /(Add|Change) MAC address/ })
      .click();
    await expect(page.getByText('MAC address saved')).toBeVisible();
    await expect(field(card, 'Current MAC address')).toContainText(
      '00:1A:79:AA:BB:CC',
    );
    expect((await subscriptionOf(page, 102)).mac).toBe('00:1A:79:AA:BB:CC');

    await page.reload();
    await expect(
      field(page.getByTestId('mac-card'), 'Current MAC address'),
    ).toContainText('00:1A:79:AA:BB:CC');

    await openSubscription(page, 101);
    const other = page.getByTestId('mac-card');
    await other.getByTestId('mac-input').fill('00-1a-79-aa-bb-cc');
    await other.getByRole('button', { name: 'Change MAC address' }).click();
    await expect(
      other.getByText(
        'This MAC address is already in use by another subscription.',
        { exact: false },
      ),
    ).toBeVisible();
    await expect(field(other, 'Current MAC address')).toContainText(
      '00:1A:79:12:34:56',
    );
    expect((await subscriptionOf(page, 101)).mac).toBe('00:1A:79:12:34:56');
  },
);

demoTest(
  'a password reset shows the new password after a warning',
  async ({ page }) => {
    await openSubscription(page, 102);
    const before = (await deviceSetupOf(page, 102)).password;
    const card = page.getByTestId('password-card');
    await card.getByRole('button', { name: 'Reset password' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Reset the line password?',
    });
    await expect(
      dialog.getByText(/must be updated with the new password/),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Reset password' }).click();

    const done = page.getByRole('dialog', { name: 'Your new password' });
    await expect(done.getByText('Update every device now')).toBeVisible();
    const shown = (
      await field(done, 'New password').locator('p').last().innerText()
    ).trim();
    expect(shown).toMatch(/^[A-Za-z0-9]{8,}$/);
    expect(shown).not.toBe(before);
    expect((await deviceSetupOf(page, 102)).password).toBe(shown);

    await done.getByRole('button', { name: 'Done' }).click();
    await expect(done).toBeHidden();
    await expect(card.getByTestId('new-password')).toContainText(shown);
    await page
      .getByTestId('device-setup')
      .getByRole('button', { name: 'Show Password' })
      .click();
    await expect(
      field(page.getByTestId('device-setup'), 'Password'),
    ).toContainText(shown);
  },
);

demoTest(
  'a parental code of four digits is saved, letters are refused',
  async ({ page }) => {
    await openSubscription(page, 101);
    const card = page.getByTestId('parental-card');
    const input = card.getByTestId('parental-input');
    const save = card.getByRole('button', { name: 'Save parental code' });

    await input.fill('12a4');
    await expect(card.getByText('Use digits only (0–9).')).toBeVisible();
    await save.click();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    expect((await subscriptionOf(page, 101)).parentalCode).toBe('0000');

    await input.fill('1234');
    await save.click();
    await expect(page.getByText('Parental code saved')).toBeVisible();
    await expect(input).toHaveValue('');
    expect((await subscriptionOf(page, 101)).parentalCode).toBe('1234');
    await card.getByRole('button', { name: 'Show parental code' }).click();
    await expect(field(card, 'Current parental code')).toContainText('1234');
  },
);

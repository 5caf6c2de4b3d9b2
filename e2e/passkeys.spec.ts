import { expect, test } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';

import { PAGES } from '@members/contract';

import { expectNoViolations } from './support/axe';
import { callWhmcs } from './support/emulator';
import { isPhone } from './support/fixtures';
import {
  addVirtualAuthenticator,
  passkeyAutofillSwitch,
  totpCode,
  webAuthnJsonByQuery,
  WITHOUT_WEBAUTHN_JSON,
} from './support/passkeys';
import { appUrl, homeUrl, urlWith } from './support/paths';
import { openHeaderMenu } from './support/screen';

/**
 * WebAuthn refuses an IP address as the relying party, so this journey
 * opens the server of its width by the name `localhost` (a secure context
 * like 127.0.0.1).
 */
function localOrigin(testInfo: TestInfo): string {
  const base = new URL(String(testInfo.project.use.baseURL));
  base.hostname = 'localhost';
  return base.origin;
}

/** A new WHMCS client with a password, so no other journey sees its passkey. */
async function newCustomer(page: Page, testInfo: TestInfo) {
  const email = `passkey.${testInfo.project.name}.${Date.now()}@example.com`;
  const password = 'a long pass phrase';
  await callWhmcs(page.request, testInfo, 'AddClient', {
    firstname: 'Pia',
    lastname: 'Passkey',
    email,
    password2: password,
    address1: '1 Key Street',
    city: 'London',
    state: 'London',
    postcode: 'EC1V 9HX',
    country: 'GB',
    phonenumber: '+44.2071234567',
    language: 'english',
    noemail: 1,
  });
  return { email, password };
}

async function expectSignedIn(page: Page): Promise<void> {
  await expect(page).toHaveURL(homeUrl());
  await expect(
    page
      .getByText('No subscriptions yet')
      .or(page.getByRole('heading', { name: 'Subscriptions' }))
      .first(),
  ).toBeVisible();
}

async function openSecurityPage(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) {
    await openHeaderMenu(page);
    await page.getByRole('link', { name: 'Sign-in and security' }).click();
  } else {
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Sign-in and security' }).click();
  }
  await expect(
    page.getByRole('heading', { name: 'Sign-in and security', level: 1 }),
  ).toBeVisible();
}

async function signOut(page: Page, testInfo: TestInfo): Promise<void> {
  if (isPhone(testInfo)) {
    await openHeaderMenu(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
  } else {
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
  }
  await expect(page).toHaveURL(urlWith(appUrl(PAGES.login)));
}

test('a passkey added on the security page after a password sign-in signs in without typing anything, by the button and by the autofill, and is removed', async ({
  page,
}, testInfo) => {
  // Five sign-ins and outs and three accessibility scans.
  test.slow();
  const customer = await newCustomer(page, testInfo);
  const origin = localOrigin(testInfo);
  const authenticator = await addVirtualAuthenticator(page);
  const setAutofill = await passkeyAutofillSwitch(page);
  await webAuthnJsonByQuery(page);

  await page.goto(`${origin}${appUrl(PAGES.login)}`);
  await page.locator('label[for=sign-in-method-password]').click();
  await page.getByLabel('E-mail address').fill(customer.email);
  await page.locator('input[type=password]').fill(customer.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(homeUrl());

  // The security page, from the account menu: add a passkey, then name it.
  await openSecurityPage(page, testInfo);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('The passkey was added').first()).toBeVisible();
  const list = page.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('button', { name: /^Rename / }).click();
  await page.getByLabel('Name of the passkey').fill('Journey key');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(list.getByText('Journey key')).toBeVisible();
  const [credentialId] = await authenticator.credentialIds();
  expect(credentialId).toBeDefined();
  await page.goto(`${origin}${appUrl(PAGES.home)}`);

  // The button, without typing anything.
  setAutofill(false);
  await signOut(page, testInfo);
  const button = page.getByRole('button', { name: 'Sign in with a passkey' });
  await expect(button).toBeVisible();
  await button.click();
  await expectSignedIn(page);

  // The same in a browser without WebAuthn's JSON methods, by the library.
  await signOut(page, testInfo);
  await page.goto(`${origin}${appUrl(PAGES.login)}?${WITHOUT_WEBAUTHN_JSON}`);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expectSignedIn(page);

  // The autofill: the e-mail field offers the passkey, and picking it signs in.
  await signOut(page, testInfo);
  await expect(page.getByLabel('E-mail address')).toHaveAttribute(
    'autocomplete',
    'username webauthn',
  );
  setAutofill(true);
  await page.reload();
  await expectSignedIn(page);

  // Just signed in with it: a recent check, as removing a factor needs.
  await openSecurityPage(page, testInfo);
  await page.getByRole('button', { name: 'Remove Journey key' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'Remove passkey' })
    .click();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();

  // The authenticator still holds the key; the server no longer takes it.
  setAutofill(false);
  await signOut(page, testInfo);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This passkey was not accepted',
  );
  await expect(page).toHaveURL(urlWith(appUrl(PAGES.login)));
});

test('the authenticator app set up on the security page completes a password sign-in, with a recovery code and with the app', async ({
  page,
}, testInfo) => {
  // Three sign-ins, four accessibility scans: longer than one journey's
  // default minute on a busy machine.
  test.slow();
  const customer = await newCustomer(page, testInfo);
  const signInWithPassword = async () => {
    await page.goto(appUrl(PAGES.login));
    await page.locator('label[for=sign-in-method-password]').click();
    await page.getByLabel('E-mail address').fill(customer.email);
    await page.locator('input[type=password]').fill(customer.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  };
  await signInWithPassword();
  await expect(page).toHaveURL(homeUrl());

  await openSecurityPage(page, testInfo);
  await expectNoViolations(page, 'security');
  await page.getByRole('button', { name: 'Set up' }).click();
  const setup = page.getByTestId('totp-setup');
  await expect(setup.getByRole('img', { name: /QR code/ })).toBeVisible();
  // The key as the customer would type it (its label is shown in capitals,
  // so the key is the text that is one base32 word).
  const texts = await setup
    .getByTestId('copy-field')
    .locator('p')
    .allTextContents();
  const secret =
    texts
      .map((text) => text.replace(/\s+/g, ''))
      .find((text) => /^[A-Z2-7]{16,}$/.test(text)) ?? '';
  expect(secret).not.toBe('');
  await expectNoViolations(page, 'security: app set-up');
  await page.getByLabel('Six-digit code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  // Its notification comes with a chunk of its own and fades in: the scan
  // below waits for it, so it never reads the text half faded.
  await expect(page.getByText('The authenticator app is on')).toBeVisible();
  const codes = page.getByRole('list', { name: 'Recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const recoveryCode = (await codes.getByRole('listitem').first().innerText())
    .trim()
    .toLowerCase();
  await expectNoViolations(page, 'security: recovery codes');
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('10 recovery codes left')).toBeVisible();

  // The password alone opens no session: the second step asks for a code.
  await page.goto(appUrl(PAGES.home));
  await signOut(page, testInfo);
  await signInWithPassword();
  const field = page.getByLabel('Authentication code or recovery code');
  await expect(field).toBeFocused();
  await expectNoViolations(page, 'sign-in: second step');
  await field.fill('000000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('This code is wrong');
  await expect(page).toHaveURL(urlWith(appUrl(PAGES.login)));
  // A recovery code, typed in lower case: accepted once.
  await field.fill(recoveryCode);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectSignedIn(page);

  // The app's code completes the next sign-in (the next period's code: the
  // app accepts one period either way, and each code once); the used
  // recovery code is gone.
  await signOut(page, testInfo);
  await signInWithPassword();
  await page
    .getByLabel('Authentication code or recovery code')
    .fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectSignedIn(page);
  await openSecurityPage(page, testInfo);
  await expect(page.getByText('9 recovery codes left')).toBeVisible();
});

import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';

import { PAGES } from '@members/contract';

import { expectNoViolations, useScheme } from './support/axe';
import { callWhmcs, latestWhmcsMails } from './support/emulator';
import { isPhone } from './support/fixtures';
import { appUrl } from './support/paths';
import { openHeaderMenu, screenReady } from './support/screen';
import {
  codeOf,
  readOutbox,
  signInByApi,
  waitForMail,
} from './support/session';

// A loaded machine takes its time over these journeys of many saves.
test.describe.configure({ timeout: 180_000 });

/** How long the page may take to show on a loaded machine. */
const FIRST_VIEW = { timeout: 30_000 };

// Every journey here changes a customer for good (its language, its sign-in
// e-mail), and other journeys read the demo customers' mails in English: each
// test makes its own customer in WHMCS, one per width and run.

interface Customer {
  clientid: number;
  email: string;
  password: string;
}

/** A new WHMCS client with a login of its own, writing in English. */
async function newCustomer(
  request: APIRequestContext,
  testInfo: TestInfo,
  name: string,
): Promise<Customer> {
  const email = `${name}.${testInfo.project.name}.${Date.now()}@example.com`;
  const password = 'a long pass phrase';
  const created = await callWhmcs(request, testInfo, 'AddClient', {
    firstname: 'Paula',
    lastname: 'Profile',
    email,
    password2: password,
    address1: '1 Old Street',
    city: 'London',
    state: 'London',
    postcode: 'EC1V 9HX',
    country: 'GB',
    phonenumber: '+44.2071234567',
    language: 'english',
    noemail: 1,
  });
  return { clientid: Number(created.clientid), email, password };
}

/** The client as WHMCS has it. */
async function whmcsClient(
  request: APIRequestContext,
  testInfo: TestInfo,
  clientid: number,
): Promise<Record<string, unknown>> {
  const details = await callWhmcs(request, testInfo, 'GetClientsDetails', {
    clientid,
  });
  return details.client as Record<string, unknown>;
}

/** Opens "My details" the way a customer does: the account menu, or the phone's menu. */
async function openMyDetails(page: Page, testInfo: TestInfo): Promise<void> {
  await page.goto(appUrl(PAGES.home));
  if (isPhone(testInfo)) {
    await openHeaderMenu(page);
    await page.getByRole('link', { name: 'My details' }).click();
  } else {
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'My details' }).click();
  }
  await expect(
    page.getByRole('form', { name: 'Name and address' }),
  ).toBeVisible(FIRST_VIEW);
}

test('a customer changes the address and e-mails, switches to German, and WHMCS writes in German', async ({
  page,
}, testInfo) => {
  const customer = await newCustomer(page.request, testInfo, 'profile');
  await signInByApi(page, customer);
  await openMyDetails(page, testInfo);

  // The address, with the country chosen by its name.
  const details = page.getByRole('form', { name: 'Name and address' });
  await expect(details.getByLabel('Address', { exact: true })).toHaveValue(
    '1 Old Street',
  );
  await details.getByLabel('Address', { exact: true }).fill('Hauptstraße 5');
  await details.getByLabel('Postcode').fill('10115');
  await details.getByLabel('City').fill('Berlin');
  await details.getByLabel('State or region').fill('Berlin');
  const country = details.getByRole('combobox', { name: /Country/ });
  await country.click();
  await country.fill('Germ');
  await page.getByRole('option', { name: 'Germany' }).click();
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(
    page.getByText('Your name and address are up to date.'),
  ).toBeVisible(FIRST_VIEW);

  // The e-mails: a new client gets every kind; no general or affiliate ones.
  const emails = page.getByRole('form', { name: 'E-mails you get' });
  await emails.getByRole('switch', { name: /General/ }).click();
  await emails.getByRole('switch', { name: /Affiliate/ }).click();
  await expect(
    emails.getByRole('switch', { name: /General/ }),
  ).not.toBeChecked();
  await emails.getByRole('button', { name: 'Save e-mail choices' }).click();
  await expect(page.getByText('Your e-mail choices are saved.')).toBeVisible(
    FIRST_VIEW,
  );

  let client = await whmcsClient(page.request, testInfo, customer.clientid);
  expect(client).toMatchObject({
    address1: 'Hauptstraße 5',
    city: 'Berlin',
    postcode: '10115',
    country: 'DE',
    email_preferences: expect.objectContaining({
      general: '0',
      invoice: '1',
      affiliate: '0',
    }),
  });

  // German: WHMCS is told, and the site switches.
  const language = page.getByRole('form', { name: 'Language' });
  await language.getByRole('radio', { name: 'Deutsch' }).click();
  await language.getByRole('button', { name: 'Save language' }).click();
  await expect(page).toHaveURL(/\/dashboard\/de-de\/profile$/, FIRST_VIEW);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Meine Daten' }),
  ).toBeVisible(FIRST_VIEW);
  client = await whmcsClient(page.request, testInfo, customer.clientid);
  expect(client.language).toBe('german');
  // The other sections kept what was saved before.
  expect(client).toMatchObject({ address1: 'Hauptstraße 5', country: 'DE' });
  await expect(
    page.getByRole('switch', { name: /Allgemein/ }),
  ).not.toBeChecked();

  // The next mail WHMCS sends this customer is German.
  await page.getByRole('button', { name: 'Neues Passwort festlegen' }).click();
  await expect(page.getByTestId('password-sent')).toContainText(customer.email);
  await expect(page.getByTestId('password-sent')).toContainText(
    'kommt vom Abrechnungssystem',
  );
  const [newest] = await latestWhmcsMails(page.request, testInfo, {
    clientid: customer.clientid,
  });
  expect(newest).toMatchObject({
    template: 'Password Reset Validation',
    subject: 'Anfrage zum Zurücksetzen des Passworts',
  });
  expect(newest?.message).toContain('Hallo Paula Profile');
});

test('a customer changes the sign-in e-mail with the code sent to the new address', async ({
  page,
}, testInfo) => {
  const customer = await newCustomer(page.request, testInfo, 'email-change');
  const newEmail = customer.email.replace('email-change.', 'moved.');
  await signInByApi(page, customer);
  await page.goto(appUrl(PAGES.profile));
  const card = page.getByTestId('profile-sign-in');
  await expect(card.getByTestId('sign-in-email')).toHaveText(
    customer.email,
    FIRST_VIEW,
  );

  await card.getByRole('button', { name: 'Change e-mail' }).click();
  await card.getByLabel('New e-mail address').fill(newEmail);
  const since = new Date().toISOString();
  await card.getByRole('button', { name: 'Send code' }).click();
  await expect(card.getByText(`6-digit code to ${newEmail}`)).toBeVisible(
    FIRST_VIEW,
  );
  const code = codeOf(await waitForMail(page.request, newEmail, since));

  // A wrong code first: it shows at the code, nothing changes.
  const wrong = code === '000000' ? '111111' : '000000';
  await card.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(wrong);
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByLabel('Digit 1 of 6')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(card.getByRole('alert')).toHaveCount(0);

  await card.getByLabel('Digit 1 of 6').click();
  for (let index = 0; index < 6; index += 1) {
    await page.keyboard.press('Backspace');
  }
  await card.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await card.getByRole('button', { name: 'Confirm' }).click();
  const done = card.getByTestId('email-changed');
  await expect(done).toContainText(`you sign in with ${newEmail}`, FIRST_VIEW);
  await expect(done).toContainText(customer.email);

  // WHMCS has the new address, and the old one was told.
  const client = await whmcsClient(page.request, testInfo, customer.clientid);
  expect(client.email).toBe(newEmail);
  await waitForMail(page.request, customer.email, since);
  expect(
    (await readOutbox(page.request)).some(
      (mail) => mail.to === customer.email && mail.date >= since,
    ),
  ).toBe(true);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`my details have no WCAG A/AA violation (${scheme})`, async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    await useScheme(context, baseURL, scheme);
    const customer = await newCustomer(page.request, testInfo, `axe-${scheme}`);
    await signInByApi(page, customer);
    await page.goto(appUrl(PAGES.profile));
    await expect(
      page.getByRole('form', { name: 'Name and address' }),
    ).toBeVisible(FIRST_VIEW);
    await screenReady(page);
    await expectNoViolations(page, 'profile');

    await page.getByRole('button', { name: 'Change e-mail' }).click();
    await page.getByLabel('New e-mail address').fill('not an address');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByLabel('New e-mail address')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // The field in the middle of the screen, as a customer sees it: where
    // focus leaves the page, a control may sit half under the sticky
    // header, which axe counts as a target too small.
    await page
      .getByLabel('New e-mail address')
      .evaluate((field) => field.scrollIntoView({ block: 'center' }));
    await expectNoViolations(page, 'profile e-mail change');
  });
}

import { expect, test } from '@playwright/test';
import type { Page, Request } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

import { endpoints, PAGES } from '@members/contract';
import type { EndpointName } from '@members/contract';

import { expectNoViolations, useScheme } from './support/axe';
import { signEntryToken } from './support/entry-link';
import { demoTest, otherTest } from './support/fixtures';
import { apiUrl, appUrl, homeUrl, urlEndingIn } from './support/paths';
import { DEMO, signInByApi } from './support/session';

// Data this file changes on its server (one per width): the demo customer's
// affiliate balance (a withdrawal ticket) and redirect URL. Tests run in file
// order: the refusal test comes before the withdrawal that spends the whole
// balance.

/** Records the API calls of `name` a page makes, to show none were sent. */
function watchCalls(page: Page, name: EndpointName): Request[] {
  const { method, path } = endpoints[name];
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (
      request.method() === method &&
      new URL(request.url()).pathname === path
    ) {
      calls.push(request);
    }
  });
  return calls;
}

demoTest(
  'the balance opens the withdrawal form, the withdrawn amount the requests, and each link has a QR code',
  async ({ page }) => {
    await page.goto(appUrl(PAGES.affiliate));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Affiliate program' }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: /^Withdrawn €40\.00/ }),
    ).toHaveAttribute('href', `${appUrl(PAGES.withdrawal)}#requests`);

    await page.getByRole('button', { name: 'Show QR code of link 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'QR code of link 1' });
    const code = dialog.getByRole('img', { name: /^QR code for / });
    await expect(code).toBeVisible();
    const image = PNG.sync.read(await code.screenshot());
    const decoded = jsQR(
      new Uint8ClampedArray(image.data),
      image.width,
      image.height,
    );
    expect(decoded?.data).toBe('https://streammax.example/?aff=1');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('link', { name: /^Balance €125\.50/ }).click();
    await expect(page).toHaveURL(urlEndingIn(appUrl(PAGES.withdrawal)));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Request a withdrawal' }),
    ).toBeVisible();
    await expect(page.getByTestId('withdrawal-summary')).toContainText(
      '€125.50',
    );
  },
);

demoTest(
  'an amount like 1e309 or above the balance is refused and nothing is sent',
  async ({ page }) => {
    const sent = watchCalls(page, 'withdrawal');
    await page.goto(appUrl(PAGES.withdrawal));
    const amount = page.getByRole('textbox', { name: 'Amount' });
    await page.getByRole('combobox', { name: 'Payment method' }).click();
    await page.getByRole('option', { name: 'PayPal' }).click();

    await amount.fill('1e309');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(
      page.getByText(
        'Enter an amount above zero with at most two decimals, for example 25 or 25.50.',
      ),
    ).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');

    await amount.fill('125.51');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(
      page.getByText(
        'This is more than you can withdraw. The most you can ask for is €125.50.',
      ),
    ).toBeVisible();
    expect(sent).toHaveLength(0);
  },
);

test('a withdrawal of the whole balance opens a ticket in the Affiliates department', async ({
  page,
  context,
  baseURL,
}) => {
  // A withdrawal needs a sign-in within 15 minutes: sign in afresh.
  await signInByApi(page, DEMO);
  await page.goto(appUrl(PAGES.affiliate));
  await page.getByRole('link', { name: /^Balance/ }).click();
  await page.getByRole('button', { name: 'Max' }).click();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue(
    '125.50',
  );
  await page.getByRole('combobox', { name: 'Payment method' }).click();
  await page.getByRole('option', { name: 'PayPal' }).click();
  await page
    .getByRole('textbox', { name: 'Payment details and notes' })
    .fill('Please pay to demo-payouts@example.com');
  await page.getByRole('button', { name: 'Send request' }).click();

  const sent = page.getByTestId('withdrawal-sent');
  await expect(sent).toContainText('Request sent');
  const tid = /ticket #(\d+)/.exec((await sent.textContent()) ?? '')?.[1];
  expect(tid).toBeTruthy();
  await expect(sent).toContainText(`for €125.50 via PayPal`);
  const request = page
    .getByTestId('withdrawal-request')
    .filter({ hasText: `Ticket #${tid}` });
  await expect(request).toContainText('€125.50');
  await expect(request).toContainText('Still open: amount set aside');
  await expect(page.getByTestId('withdrawal-summary')).toContainText(
    'Available to withdraw€0.00',
  );

  await sent.getByRole('link', { name: 'View ticket' }).click();
  await expect(page).toHaveURL(
    urlEndingIn(appUrl(PAGES.ticket), '\\?ticketid=\\d+'),
  );
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Affiliate withdrawal request: 125.50 EUR via PayPal',
    }),
  ).toBeVisible();
  await expect(page.getByText('Affiliates', { exact: true })).toBeVisible();
  await expect(page.getByText('Amount: 125.50 EUR')).toBeVisible();
  await expect(page.getByText('Payment method: PayPal (paypal)')).toBeVisible();
  await expect(
    page.getByText('Please pay to demo-payouts@example.com'),
  ).toBeVisible();

  await page.goto(`${appUrl(PAGES.withdrawal)}#requests`);
  await expect(
    page.getByText('Nothing to withdraw right now', { exact: true }),
  ).toBeVisible();
  await expect(page.getByTestId('withdrawal-request')).toHaveCount(1);

  // The list with an open request, in both colour schemes (the accessibility
  // suite sees the page before any request exists).
  for (const scheme of ['light', 'dark'] as const) {
    await useScheme(context, baseURL, scheme);
    await page.reload();
    await expect(page.getByTestId('withdrawal-request')).toContainText(
      'Still open',
    );
    await expectNoViolations(page, 'withdrawal with an open request');
  }
});

otherTest(
  'a customer without the affiliate flag has no balance to withdraw',
  async ({ page }) => {
    const listed = watchCalls(page, 'withdrawals');
    await page.goto(appUrl(PAGES.withdrawal));
    await expect(
      page.getByText('No affiliate balance', { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Send request' }),
    ).toHaveCount(0);
    expect(listed).toHaveLength(0);
    const response = await page.request.get(apiUrl('withdrawals'));
    expect(response.status()).toBe(403);
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL(homeUrl());
  },
);

otherTest(
  'the reseller area sends a customer without the flag home',
  async ({ page }) => {
    await page.goto(appUrl(PAGES.resellers));
    await expect(page).toHaveURL(homeUrl());
  },
);

demoTest(
  'the redirect URL refuses javascript: and a new one survives a reload',
  async ({ page }, testInfo) => {
    const saves = watchCalls(page, 'update_redirect_url');
    const card = page.getByTestId('redirect-url-card');
    const input = card.getByRole('textbox', { name: 'New redirect URL' });
    await page.goto(appUrl(PAGES.resellers));
    await card.getByRole('button', { name: 'Change' }).click();
    await input.fill('javascript:alert(1)');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(
      card.getByText(/^Enter a full web address starting with https:\/\//),
    ).toBeVisible();
    expect(saves).toHaveLength(0);

    const url = `https://${testInfo.project.name}.reseller.example/welcome?src=e2e`;
    await input.fill(url);
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Redirect URL saved.')).toBeVisible();
    await expect(card.getByTestId('copy-field')).toContainText(url);
    await expect(card.getByText(/^Last changed /)).toBeVisible();
    expect(saves).toHaveLength(1);

    await page.reload();
    await expect(card.getByTestId('copy-field')).toContainText(url);
    await expect(card.getByText(/^Last changed /)).toBeVisible();
  },
);

demoTest(
  'the reseller success page confirms an Active service and sends others to the reseller area',
  async ({ page }) => {
    await page.goto(appUrl(PAGES.resellerSuccess, { serviceid: 101 }));
    const success = page.getByTestId('reseller-success');
    await expect(
      success.getByRole('heading', { name: 'Your reseller service is active' }),
    ).toBeVisible();
    await expect(success).toContainText('Service #101');
    await expect(
      success.getByRole('link', { name: 'Open subscription' }),
    ).toHaveAttribute(
      'href',
      appUrl(PAGES.subscription, { subscriptionid: 101 }),
    );

    for (const serviceid of [105, 201]) {
      await page.goto(appUrl(PAGES.resellerSuccess, { serviceid }));
      await expect(page).toHaveURL(urlEndingIn(appUrl(PAGES.resellers)));
      await expect(
        page.getByRole('heading', { level: 1, name: 'Reseller area' }),
      ).toBeVisible();
    }
  },
);

test('a signed entry link signs in and opens its subscription, once', async ({
  browser,
  page,
}, testInfo) => {
  const token = await signEntryToken({
    clientId: 1,
    email: DEMO.email,
    serviceid: 101,
  });
  const link = appUrl(PAGES.home, { sso: token, serviceid: 101 });
  await page.goto(link);
  await expect(page).toHaveURL(
    urlEndingIn(appUrl(PAGES.subscription, { subscriptionid: 101 })),
  );
  await expect(
    page.getByRole('heading', { level: 1, name: /IPTV Premium/ }),
  ).toBeVisible();
  const me = await page.request.get(apiUrl('me'));
  expect(me.status()).toBe(200);

  const again = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
  });
  try {
    const second = await again.newPage();
    await second.goto(link);
    await expect(second).toHaveURL(
      urlEndingIn(appUrl(PAGES.login, { entry: 'invalid' })),
    );
    const refused = await second.request.get(apiUrl('me'));
    expect(refused.status()).toBe(401);
  } finally {
    await again.close();
  }
});

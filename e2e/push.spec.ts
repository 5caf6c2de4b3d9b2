import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

import { BASE_PATH, COOKIES, PAGES } from '@members/contract';

import { isPhone } from './support/fixtures';
import { appUrl, callApiOk } from './support/paths';
import { DEMO, signInByApi } from './support/session';

test.beforeEach(({ browserName: _browser }, testInfo) => {
  test.skip(
    isPhone(testInfo),
    'runs at desktop width only: the service worker is the same at every width',
  );
});

/** Waits for the service worker to be active and to control the page. */
async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() =>
      page.evaluate(() => navigator.serviceWorker.controller?.scriptURL),
    )
    .toMatch(/\/dashboard\/sw\.js$/);
}

/** This device's push subscription's endpoint, or null. */
function subscribedEndpoint(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.pushManager.getSubscription())?.endpoint ?? null;
  });
}

test('a German customer opts this device in on the security page, and a reminder shows in German with the provider’s icon', async ({
  page,
  context,
  baseURL,
}) => {
  // The browser's push service is Google's, out of reach here: the Push
  // API's subscription is a stand-in at an address the server accepts. The
  // message itself reaches the worker through the DevTools protocol.
  await context.addInitScript(() => {
    let current: PushSubscription | null = null;
    const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
    PushManager.prototype.subscribe = async () => {
      const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${Date.now()}`;
      current = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      };
      return current;
    };
    PushManager.prototype.getSubscription = async () => current;
  });
  await context.grantPermissions(['notifications']);
  await signInByApi(page, DEMO);
  await context.addCookies([
    { name: COOKIES.locale, value: 'de-de', url: baseURL ?? '' },
  ]);
  await underServiceWorker(page);
  await page.goto(appUrl(PAGES.security, {}, 'de-de'));

  const card = page.getByTestId('push-card');
  const toggle = card.getByRole('switch', {
    name: 'Erinnerungen an dieses Gerät senden',
  });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(card.getByTestId('push-kinds')).toBeVisible();

  // The server keeps this device's subscription with every kind.
  const endpoint = (await subscribedEndpoint(page)) ?? '';
  expect(endpoint).toMatch(/^https:\/\/fcm\.googleapis\.com\//);
  const { kinds } = await callApiOk(page, 'pushPreferences', { endpoint });
  expect(kinds).toContain('invoiceCreated');

  // A push message as the server writes it for this customer, given to the
  // worker by the DevTools protocol instead of the push service.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((entry) =>
        entry.scopeURL.endsWith(`${BASE_PATH}/`),
      );
      if (ours) {
        resolve(ours.registrationId);
      }
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: await registrationId,
    data: JSON.stringify({
      kind: 'invoiceCreated',
      title: 'Neue Rechnung',
      body: 'Rechnung Nr. 1001 ist zur Zahlung bereit.',
      url: `${BASE_PATH}/de-de/invoice?invoiceid=1001`,
      icon: `${BASE_PATH}/icons/favicon.png`,
    }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((shown) => ({
          title: shown.title,
          body: shown.body,
          icon: new URL(shown.icon).pathname,
          data: shown.data as unknown,
        }));
      }),
    )
    .toEqual([
      {
        title: 'Neue Rechnung',
        body: 'Rechnung Nr. 1001 ist zur Zahlung bereit.',
        icon: `${BASE_PATH}/icons/favicon.png`,
        data: { url: `${BASE_PATH}/de-de/invoice?invoiceid=1001` },
      },
    ]);

  // Turning it off removes the subscription here and on the server.
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  expect(await subscribedEndpoint(page)).toBeNull();
  const gone = await page.evaluate(
    async (asked) =>
      (
        await fetch('/dashboard/api/pushPreferences', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-requested-with': 'members-area',
          },
          body: JSON.stringify({ endpoint: asked }),
        })
      ).status,
    endpoint,
  );
  expect(gone).toBe(404);
});

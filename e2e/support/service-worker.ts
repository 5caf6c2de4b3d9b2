import { expect } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';

import { BASE_PATH } from '@members/contract';

import type { TestPushDevice } from './push-endpoint';

/** Waits for the service worker to be active, then reloads so it controls the page. */
export async function underServiceWorker(page: Page): Promise<void> {
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

/**
 * The browser's push service is Google's, out of reach here (and this
 * Chromium has none): the Push API's subscription is a stand-in naming the
 * suite's own endpoint and a device's keys made by the test, so the server
 * encrypts for keys the test holds.
 */
export async function standInPushManager(
  context: BrowserContext,
  device: TestPushDevice,
): Promise<void> {
  await context.addInitScript(
    ({ endpoint, keys }) => {
      let current: PushSubscription | null = null;
      PushManager.prototype.subscribe = async () => {
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
    },
    { endpoint: device.endpoint, keys: device.keys },
  );
}

/** This device's push subscription's endpoint, or null. */
export function subscribedEndpoint(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.pushManager.getSubscription())?.endpoint ?? null;
  });
}

/**
 * Gives a push message's decrypted bytes to the page's service worker
 * through the DevTools protocol, as the push service would have.
 */
export async function deliverPushMessage(
  context: BrowserContext,
  page: Page,
  data: Buffer,
): Promise<void> {
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
    data: data.toString('utf8'),
  });
}

/** The notifications the service worker shows, as the customer sees them. */
export function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((shown) => ({
      title: shown.title,
      body: shown.body,
      icon: new URL(shown.icon).pathname,
      data: shown.data as unknown,
    }));
  });
}

import { expect, test } from '@playwright/test';

import {
  BASE_PATH,
  COOKIES,
  PAGES,
  pushKeyResponseSchema,
  pushPayloadSchema,
} from '@members/contract';

import { isPhone } from './support/fixtures';
import { apiUrl, appUrl, callApi, callApiOk } from './support/paths';
import { startPushEndpoint } from './support/push-endpoint';
import type { ReceivedPost, TestPushEndpoint } from './support/push-endpoint';
import {
  deliverPushMessage,
  shownNotifications,
  standInPushManager,
  subscribedEndpoint,
  underServiceWorker,
} from './support/service-worker';
import { DEMO, signInByApi } from './support/session';
import {
  decryptPushBody,
  readVapidAuthorization,
} from './support/web-push-crypto';
import { postWhmcsEvent } from './support/whmcs-hook';

test.beforeEach(({ browserName: _browser }, testInfo) => {
  test.skip(
    isPhone(testInfo),
    'runs at desktop width only: the service worker is the same at every width',
  );
});

// The suite's own push service, on the port the servers allow: started in
// the test, after the width's skip, so only one ever listens on it.
let push: TestPushEndpoint | undefined;
test.afterEach(async () => {
  await push?.close();
  push = undefined;
});

/** The posts the endpoint received for a device, in order. */
function postsTo(endpoint: string): ReceivedPost[] {
  const path = new URL(endpoint).pathname;
  return (push?.received ?? []).filter((post) => post.path === path);
}

test('a German customer opts this device in on the security page; the server’s reminder, decrypted, shows in German with the provider’s icon; a gone endpoint removes the device', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  push = await startPushEndpoint();
  const device = push.device();
  await standInPushManager(context, device);
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
  expect(await subscribedEndpoint(page)).toBe(device.endpoint);
  const { kinds } = await callApiOk(page, 'pushPreferences', {
    endpoint: device.endpoint,
  });
  expect(kinds).toContain('invoiceCreated');

  // WHMCS creates an invoice for the customer: its hook tells the server,
  // which sends this device a reminder through the push endpoint.
  const { invoices } = await callApiOk(page, 'invoices', {});
  const unpaid = invoices.find((invoice) => invoice.status === 'Unpaid');
  expect(unpaid, 'the demo customer has an unpaid invoice').toBeDefined();
  const invoiceId = unpaid?.invoiceid ?? 0;
  const created = await postWhmcsEvent(request, {
    event: 'InvoiceCreated',
    invoiceid: invoiceId,
  });
  expect(created).toEqual({ status: 200, json: { error: false, sent: 1 } });
  const [message] = postsTo(device.endpoint);
  expect(message?.contentEncoding).toBe('aes128gcm');

  // Signed for this push service by the server's VAPID key (RFC 8292).
  const serverKey = pushKeyResponseSchema.parse(
    await (await page.request.get(apiUrl('pushKey'))).json(),
  ).publicKey;
  const vapid = readVapidAuthorization(message?.authorization ?? '');
  expect(vapid.alg).toBe('ES256');
  expect(vapid.key).toBe(serverKey);
  expect(vapid.claims.aud).toBe(push.origin);
  expect(vapid.claims.exp ?? 0).toBeGreaterThan(Date.now() / 1000);

  // Encrypted for this device's keys (RFC 8291), in the device's language.
  const plaintext = decryptPushBody(message?.body ?? Buffer.alloc(0), device);
  const reminder = {
    title: 'Neue Rechnung',
    body: `Rechnung Nr. ${invoiceId} ist zur Zahlung bereit.`,
    url: `${BASE_PATH}/de-de/invoice?invoiceid=${invoiceId}`,
    icon: `${BASE_PATH}/icons/favicon.png`,
  };
  expect(
    pushPayloadSchema.parse(JSON.parse(plaintext.toString('utf8'))),
  ).toEqual({ kind: 'invoiceCreated', ...reminder });

  // The push service would hand those bytes to the browser: the DevTools
  // protocol does, and the worker shows the reminder.
  await deliverPushMessage(context, page, plaintext);
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: reminder.title,
        body: reminder.body,
        icon: reminder.icon,
        data: { url: reminder.url },
      },
    ]);

  // Turning it off removes the subscription here and on the server.
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  expect(await subscribedEndpoint(page)).toBeNull();
  const off = await callApi(page, 'pushPreferences', {
    endpoint: device.endpoint,
  });
  expect(off.status).toBe(404);

  // On again; then the push service says the subscription is gone (410):
  // the server sends the next reminder, hears that and forgets the device.
  await toggle.click();
  await expect(toggle).toBeChecked();
  expect(
    (await callApi(page, 'pushPreferences', { endpoint: device.endpoint }))
      .status,
  ).toBe(200);
  push.answer(410);
  const reminded = await postWhmcsEvent(request, {
    event: 'InvoicePaymentReminder',
    invoiceid: invoiceId,
    type: 'reminder',
  });
  expect(reminded).toEqual({ status: 200, json: { error: false, sent: 0 } });
  expect(postsTo(device.endpoint).map((post) => post.status)).toEqual([
    201, 410,
  ]);
  const gone = await callApi(page, 'pushPreferences', {
    endpoint: device.endpoint,
  });
  expect(gone.status).toBe(404);
});

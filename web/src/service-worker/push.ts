/// <reference lib="webworker" />
/**
 * Push reminders in the service worker (docs/push.md): the server's message
 * already carries the title and text in the customer's language, the page
 * to open and the provider's icon; the worker shows it, and a click opens
 * that page (a window of the app already open goes there).
 */
import { BASE_PATH } from '@members/contract';

/** What a push message carries (the contract's `PushPayload`). */
interface ShownPush {
  kind: string;
  title: string;
  body: string;
  url: string;
  icon: string;
}

/** The message as the server wrote it, or null for anything else. */
function readPush(data: PushMessageData | null): ShownPush | null {
  try {
    const value = data?.json() as Partial<ShownPush> | null | undefined;
    if (
      typeof value?.title !== 'string' ||
      typeof value.body !== 'string' ||
      typeof value.kind !== 'string'
    ) {
      return null;
    }
    // Only a page of the app opens, never another site.
    const url =
      typeof value.url === 'string' && value.url.startsWith(`${BASE_PATH}/`)
        ? value.url
        : `${BASE_PATH}/`;
    const icon =
      typeof value.icon === 'string' && value.icon.startsWith('/')
        ? value.icon
        : '';
    return {
      kind: value.kind,
      title: value.title,
      body: value.body,
      url,
      icon,
    };
  } catch {
    return null;
  }
}

/** Opens the page of a clicked reminder, in a window of the app if one is open. */
async function openPage(
  self: ServiceWorkerGlobalScope,
  url: string,
): Promise<void> {
  const target = new URL(url, self.location.origin).href;
  const windows = await self.clients.matchAll({
    type: 'window',
    includeUncontrolled: true,
  });
  const open = windows.find((client) =>
    client.url.startsWith(`${self.location.origin}${BASE_PATH}/`),
  );
  if (open) {
    await open.focus();
    await open.navigate(target);
    return;
  }
  await self.clients.openWindow(target);
}

/** Listens for push messages and clicks on their notifications. */
export function listenForPush(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('push', (event) => {
    const push = readPush(event.data);
    if (!push) {
      return;
    }
    event.waitUntil(
      self.registration.showNotification(push.title, {
        body: push.body,
        ...(push.icon ? { icon: push.icon, badge: push.icon } : {}),
        // One notification per kind and page: a newer one replaces it.
        tag: `${push.kind}:${push.url}`,
        data: { url: push.url },
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    const url = typeof data?.url === 'string' ? data.url : `${BASE_PATH}/`;
    event.waitUntil(openPage(self, url));
  });
}

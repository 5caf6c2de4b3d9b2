import { BASE_PATH } from '@members/contract';
import type { PushKind } from '@members/contract';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import { call } from '@/lib/api-client';

/** What this device knows about its push reminders. */
export interface DevicePush {
  /** The browser has the Push API and a service worker for the app. */
  isSupported: boolean;
  /** The server sends reminders (it has a VAPID key). */
  publicKey: string | null;
  /** The notification permission the customer gave this site. */
  permission: NotificationPermission;
  /** This device's subscription, when it is opted in. */
  endpoint: string | null;
  /** The kinds this device gets, when it is opted in. */
  kinds: PushKind[];
}

const PUSH_QUERY_KEY = ['security', 'push'] as const;

function isPushSupported(): boolean {
  return (
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The app's service worker registration, if the app has one. */
async function appRegistration(): Promise<ServiceWorkerRegistration | null> {
  return (
    (await navigator.serviceWorker.getRegistration(`${BASE_PATH}/`)) ?? null
  );
}

async function readDevicePush(): Promise<DevicePush> {
  const { publicKey } = await call('pushKey', {});
  if (!isPushSupported()) {
    return {
      isSupported: false,
      publicKey,
      permission: 'default',
      endpoint: null,
      kinds: [],
    };
  }
  const registration = await appRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  const base = {
    isSupported: registration !== null,
    publicKey,
    permission: Notification.permission,
  };
  if (!subscription) {
    return { ...base, endpoint: null, kinds: [] };
  }
  // The server may have dropped it (signed out here, or gone): then it is off.
  const kinds = await call('pushPreferences', {
    endpoint: subscription.endpoint,
  }).catch(() => null);
  return kinds
    ? { ...base, endpoint: subscription.endpoint, kinds: kinds.kinds }
    : { ...base, endpoint: null, kinds: [] };
}

/** This device's push reminders. */
export function useDevicePush() {
  return useQuery(
    queryOptions({ queryKey: PUSH_QUERY_KEY, queryFn: readDevicePush }),
  );
}

/** "Firefox on Linux"-like, from what the browser tells about itself. */
function deviceName(): string {
  const agent = navigator.userAgent;
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Firefox\//.test(agent)
      ? 'Firefox'
      : /Chrome\//.test(agent)
        ? 'Chrome'
        : /Safari\//.test(agent)
          ? 'Safari'
          : 'Browser';
  const system = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad/.test(agent)
      ? 'iOS'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : '';
  return system ? `${browser}, ${system}` : browser;
}

/** Why reminders could not be turned on: the customer said no to notifications. */
export class PushDeniedError extends Error {
  constructor() {
    super('notifications denied');
    this.name = 'PushDeniedError';
  }
}

/**
 * Turns this device's reminders on (asking for the notification permission,
 * then subscribing with the server's key) or off (unsubscribing here and
 * on the server).
 */
export function useSwitchPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      isOn,
      publicKey,
    }: {
      isOn: boolean;
      publicKey: string;
    }) => {
      const registration = await appRegistration();
      if (!registration) {
        throw new PushDeniedError();
      }
      const current = await registration.pushManager.getSubscription();
      if (!isOn) {
        if (current) {
          await call('pushUnsubscribe', { endpoint: current.endpoint });
          await current.unsubscribe();
        }
        return;
      }
      if ((await Notification.requestPermission()) !== 'granted') {
        throw new PushDeniedError();
      }
      const subscription =
        current ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: publicKey,
        }));
      const { endpoint, keys } = subscription.toJSON();
      await call('pushSubscribe', {
        endpoint: endpoint ?? subscription.endpoint,
        keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
        device: deviceName(),
      });
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: PUSH_QUERY_KEY }),
  });
}

/** Sets which kinds of reminder this device gets. */
export function useSetPushKinds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      endpoint,
      kinds,
    }: {
      endpoint: string;
      kinds: PushKind[];
    }) => call('pushPreferences', { endpoint, kinds }),
    onSuccess: (answer) =>
      queryClient.setQueryData<DevicePush>(PUSH_QUERY_KEY, (previous) =>
        previous ? { ...previous, kinds: answer.kinds } : previous,
      ),
  });
}

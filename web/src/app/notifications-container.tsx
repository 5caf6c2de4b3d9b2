import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

import { Notifications, notificationsStore } from '@mantine/notifications';
import type {
  NotificationsState,
  NotificationsStore,
} from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The shared store as the container should see it: empty until `reveal()`,
 * and every notification's close button named (Mantine's has no name).
 * The container mounts once a notification is already in the store, and a
 * transition group shows the children it mounts with at once; seeing them
 * arrive after it has mounted, it plays their enter transition instead.
 * Writes (hiding, the container's limit and position) go to the shared store.
 */
function createRevealingStore(store: NotificationsStore, closeLabel: string) {
  let isRevealed = false;
  // The same state gives the same snapshot (React compares them by identity).
  let lastSeen: NotificationsState | null = null;
  let lastShown: NotificationsState = store.getState();
  const labelled = (state: NotificationsState): NotificationsState => {
    if (state !== lastSeen) {
      lastSeen = state;
      lastShown = {
        ...state,
        notifications: state.notifications.map((notification) =>
          notification.closeButtonProps
            ? notification
            : {
                ...notification,
                closeButtonProps: { 'aria-label': closeLabel },
              },
        ),
      };
    }
    return lastShown;
  };
  const listeners = new Set<(state: NotificationsState) => void>();
  const empty: NotificationsState = {
    ...store.getState(),
    notifications: [],
    queue: [],
  };
  const revealing: NotificationsStore & { reveal: () => void } = {
    getState: () => (isRevealed ? labelled(store.getState()) : empty),
    setState: (value) => store.setState(value),
    updateState: (value) => store.updateState(value),
    initialize: (value) => store.initialize(value),
    subscribe: (callback) => {
      listeners.add(callback);
      const unsubscribe = store.subscribe(callback);
      return () => {
        listeners.delete(callback);
        unsubscribe();
      };
    },
    reveal: () => {
      if (isRevealed) {
        return;
      }
      isRevealed = true;
      const state = store.getState();
      listeners.forEach((listener) => listener(state));
    },
  };
  return revealing;
}

/**
 * Mantine's notifications container and its styles, in a chunk of their own
 * that `NotificationsHost` loads with the first notification.
 */
export function NotificationsContainer() {
  const { t } = useTranslation();
  const [store] = useState(() =>
    createRevealingStore(notificationsStore, t('common.actions.close')),
  );
  // In a task of its own: the transition group must have finished mounting,
  // or it takes what it finds for children it mounted with (revealing in
  // this effect is too early in Chromium).
  useEffect(() => {
    const timer = window.setTimeout(() => store.reveal(), 0);
    return () => window.clearTimeout(timer);
  }, [store]);
  return <Notifications position="top-center" store={store} />;
}

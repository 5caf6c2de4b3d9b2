import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// Only screens behind lazy routes show notifications: the container, its
// transitions and styles stay out of the chunks every page loads.
const NotificationsContainer = lazy(async () => ({
  default: (await import('./notifications-container')).NotificationsContainer,
}));

/**
 * Mounts the notifications container with the first notification shown and
 * keeps it from then on; the store holds what is shown while it loads.
 */
export function NotificationsHost() {
  const { notifications } = useNotifications();
  const [hasNotified, setHasNotified] = useState(false);
  if (notifications.length > 0 && !hasNotified) {
    setHasNotified(true);
  }
  if (!hasNotified && notifications.length === 0) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}

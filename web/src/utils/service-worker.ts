import { BASE_PATH } from '@members/contract';

/**
 * Registers the service worker (`/dashboard/sw.js`: the app's built files
 * and the offline page) once the page has loaded, so it never delays the
 * first view. Only a built app has one.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) {
    return;
  }
  const register = () => {
    navigator.serviceWorker
      .register(`${BASE_PATH}/sw.js`, { scope: `${BASE_PATH}/` })
      .catch(() => undefined); // The app works the same without it.
  };
  if (document.readyState === 'complete') {
    register();
  } else {
    window.addEventListener('load', register, { once: true });
  }
}

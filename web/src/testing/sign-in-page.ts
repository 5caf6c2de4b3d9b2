import { startSignInPage } from '@/login/sign-in-page';
import { authStore } from '@/stores/auth-store';

import { watchPageLoads } from './render';

/**
 * An empty sign-in page document, as the server sends it before the script
 * runs: no session or stored state, the provider's name in the head.
 */
export function resetSignInPage(): void {
  authStore.reset();
  window.sessionStorage.clear();
  document.head.innerHTML =
    '<meta name="application-name" content="StreamMax">';
  document.body.innerHTML = '';
}

/**
 * Starts the sign-in page at `url`; resolves with the list the pages it
 * then leaves for are written to.
 */
export async function openSignInPage(
  url = '/dashboard/login',
): Promise<string[]> {
  window.history.replaceState(null, '', url);
  const loaded = watchPageLoads();
  await startSignInPage();
  return loaded;
}

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { call, onUnauthenticated } from './lib/api-client';
import { initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { allDataQueryOptions } from './stores/all-data';
import { authStore } from './stores/auth-store';
import { envQueryOptions } from './stores/env';
import { reloadForChunkError } from './utils/chunk-reload';
import { resolveInitialLocale } from './utils/initial-locale';
import { readShellData } from './utils/shell-data';

async function start(): Promise<void> {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) {
      event.preventDefault();
    }
  });
  const locale = resolveInitialLocale();
  const queryClient = createQueryClient();
  onUnauthenticated(() => {
    if (authStore.getState().auth.loggedIn) {
      authStore.signedOut();
      queryClient.clear();
    }
  });
  // The shell says who is signed in and carries the settings: no `me` or
  // `env` round trip before the first view.
  const shell = readShellData();
  if (shell) {
    queryClient.setQueryData(envQueryOptions().queryKey, shell.env);
    if (shell.user) {
      authStore.signedIn(shell.user);
    } else if (shell.user === null && authStore.getState().auth.loggedIn) {
      authStore.signedOut();
    }
  }
  // All data loads on entry (product rules: Transitions): it is asked for while the catalog and
  // the screen's code load, not after them.
  const loadAllData = () =>
    void queryClient.prefetchQuery(allDataQueryOptions());
  if (authStore.getState().auth.loggedIn) {
    loadAllData();
  }
  // Without word from the shell, a session may exist that this browser's
  // state does not know about yet, e.g. right after a signed entry link:
  // ask the server once.
  const knowSession =
    authStore.getState().auth.loggedIn || shell?.user === null
      ? Promise.resolve()
      : call('me').then(
          ({ user }) => {
            authStore.signedIn(user);
            loadAllData();
          },
          () => undefined, // A guest: the sign-in page follows.
        );
  const [i18n] = await Promise.all([initI18n(locale), knowSession]);
  const root = document.getElementById('root');
  if (!root) {
    throw new Error('no #root element');
  }
  const app = createRoot(root);
  // The first render as a transition: React renders in slices and lets the
  // browser breathe between them (no long task on a slow phone).
  startTransition(() => {
    app.render(
      <StrictMode>
        <AppProvider queryClient={queryClient} i18n={i18n}>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  });
}

void start();

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { onUnauthenticated, takeEarlyAllData } from './lib/api-client';
import { initI18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { allDataQueryOptions } from './stores/all-data';
import { envQueryOptions } from './stores/env';
import {
  endSession,
  sessionQueryOptions,
  setGuest,
  setSession,
} from './stores/session';
import { reloadForChunkError } from './utils/chunk-reload';
import { prepareFormats } from './utils/format';
import { resolveInitialLocale } from './utils/initial-locale';
import { registerServiceWorker } from './utils/service-worker';
import { readShellData } from './utils/shell-data';

/** How long the first view waits for all data once its code is ready. */
const FIRST_DATA_WAIT_MS = 400;

async function start(): Promise<void> {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) {
      event.preventDefault();
    }
  });
  const locale = resolveInitialLocale();
  const queryClient = createQueryClient();
  onUnauthenticated(() => {
    if (queryClient.getQueryData(sessionQueryOptions().queryKey)) {
      endSession(queryClient, 'signedOut');
    }
  });
  // The shell says who is signed in and carries the settings: no `me` or
  // `env` round trip before the first view. It seeds the session, which
  // the app reads who is signed in from.
  const shell = readShellData();
  if (shell) {
    queryClient.setQueryData(envQueryOptions().queryKey, shell.env);
    if (shell.user) {
      setSession(queryClient, shell.user);
    } else if (shell.user === null) {
      setGuest(queryClient);
    }
  }
  // Without word from the shell or a kept sign-in, a session may exist that
  // this browser does not know about yet, e.g. right after a signed entry
  // link: ask the server once. All data then loads from the locale root,
  // the one place that starts it (product rules: Transitions).
  const knowSession = queryClient.ensureQueryData(sessionQueryOptions()).then(
    (user) => {
      if (user) {
        setSession(queryClient, user);
      }
    },
    () => undefined, // A guest: the sign-in page follows.
  );
  // A provider's colour themes the app from the first view; its code loads
  // beside the catalog, only when there is one. (Without a shell, as on
  // the development server, the built-in look stays.)
  const color = shell?.env.brand?.color;
  const brand = color
    ? import('./brand-theme').then(({ brandThemeOf }) => brandThemeOf(color))
    : null;
  // The shell says who is signed in: all data is asked for now, beside the
  // catalog, or was asked for by the page itself while this code loaded.
  // The first view waits a moment for it, so it opens on the customer's
  // data rather than on placeholders that the data then pushes down; a
  // slow answer still gets the placeholders.
  const early = shell?.user ? takeEarlyAllData() : null;
  const firstData = shell?.user
    ? queryClient.prefetchQuery({
        ...allDataQueryOptions(),
        ...(early ? { queryFn: () => early } : {}),
      })
    : null;
  const i18nReady = initI18n(locale);
  // While the catalog and the data are on their way.
  prepareFormats(locale);
  const [i18n, , brandTheme] = await Promise.all([
    i18nReady,
    knowSession,
    brand,
  ]);
  if (firstData) {
    await Promise.race([
      firstData,
      new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS)),
    ]);
  }
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
        <AppProvider queryClient={queryClient} i18n={i18n} brand={brandTheme}>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  });
}

void start();
registerServiceWorker();

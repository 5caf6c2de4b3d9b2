import { Center, Loader } from '@mantine/core';
import { pageTitle, splitLocale, withLocale } from '@members/contract';
import type { Locale } from '@members/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

import { LocaleProvider } from '@/hooks/locale-context';
import { currentLocale, setLocale } from '@/lib/i18n';
import { useLocation, useNavigate } from '@/lib/router';
import { allDataQueryOptions } from '@/stores/all-data';
import { useEnv } from '@/stores/env';
import { useSession } from '@/stores/session';

import { handleEntryQuery } from '../entry-links';
import { LoadingBar } from '../layout/loading-bar';

/** The title, the same in every language (product rules: Limits): "<provider> CUSTOMER DASHBOARD". */
function useDocumentTitle() {
  const env = useEnv();
  const provider = env.data?.providerName;
  useEffect(() => {
    if (provider) {
      document.title = pageTitle(provider);
    }
  }, [provider]);
}

/**
 * All data loads on entry (product rules: Transitions), whatever the first page is (an invoice
 * or a ticket shows none of it): once per signed-in session, reused after. `main.tsx` asks for
 * it already when the shell says who is signed in; this covers every other way in (a sign-in,
 * an entry link).
 */
function useLoadAllDataOnEntry() {
  const queryClient = useQueryClient();
  const isLoggedIn = useSession() !== null;
  useEffect(() => {
    if (isLoggedIn) {
      void queryClient.prefetchQuery(allDataQueryOptions());
    }
  }, [isLoggedIn, queryClient]);
}

/**
 * The root of every route tree: sets the language from the URL prefix,
 * handles entry links once, loads all data, and shows the loading bar.
 */
export function LocaleRoot({
  locale,
  children,
}: {
  locale: Locale;
  children: ReactNode;
}) {
  const [isReady, setIsReady] = useState(currentLocale() === locale);
  const location = useLocation();
  const navigate = useNavigate();
  const handledEntry = useRef(false);
  useDocumentTitle();
  useLoadAllDataOnEntry();

  useEffect(() => {
    let isCurrent = true;
    if (currentLocale() !== locale) {
      setIsReady(false);
    }
    void setLocale(locale).then(() => {
      if (isCurrent) {
        setIsReady(true);
      }
    });
    return () => {
      isCurrent = false;
    };
  }, [locale]);

  useEffect(() => {
    if (handledEntry.current) {
      return;
    }
    handledEntry.current = true;
    const { path } = splitLocale(location.pathname);
    const target = handleEntryQuery(path, location.search);
    if (target) {
      void navigate(withLocale(locale, target), { replace: true });
    }
  }, [locale, location.pathname, location.search, navigate]);

  if (!isReady) {
    return (
      <Center mih="100vh">
        <Loader aria-label="" />
      </Center>
    );
  }
  return (
    <LocaleProvider value={locale}>
      <LoadingBar />
      {children}
    </LocaleProvider>
  );
}

import { Center, Loader } from '@mantine/core';
import type { Locale } from '@members/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';

import { LoadingBar } from '../../components/layout/loading-bar';
import { splitLocale, withLocale } from '../../config/paths';
import { useEnv } from '../../features/env/api/get-env';
import { currentLocale, setLocale } from '../../lib/i18n';
import { LocaleProvider } from '../../lib/locale-context';
import { handleEntryQuery } from '../entry-links';

function useDocumentTitle() {
  const { t } = useTranslation();
  const env = useEnv();
  const provider = env.data?.providerName;
  useEffect(() => {
    if (provider) {
      document.title = t('common.pageTitle', { provider });
    }
  }, [provider, t]);
}

/**
 * The root of every route tree: sets the language from the URL prefix,
 * handles entry links once, and shows the loading bar.
 */
export function LocaleRoot({ locale }: { locale: Locale }) {
  const [isReady, setIsReady] = useState(currentLocale() === locale);
  const location = useLocation();
  const navigate = useNavigate();
  const handledEntry = useRef(false);
  useDocumentTitle();

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
      <Outlet />
    </LocaleProvider>
  );
}

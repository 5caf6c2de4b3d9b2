import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { IconTv } from '@/components/ui/icons/tv';
import { useLocale } from '@/hooks/locale-context';
import { useIsFirstViewPainted } from '@/hooks/use-first-paint';
import { preloadable } from '@/lib/preloadable';
import { screenTextsQueryOptions } from '@/lib/screen-texts';

import { ChannelsLoading } from './channels-loading';
import classes from './channels.module.css';
import { DetailCard } from './detail-card';

// The list, its search and its guide are a chunk of their own: the
// subscription page's first view does not carry them. The chunk and the
// list's texts are fetched once that view is painted, so the section opens
// without waiting for code.
const { Component: ChannelList, preload: preloadChannelList } = preloadable(
  () => import('./channel-list').then((module) => module.ChannelList),
);

/** Fetches the list's code and texts once the page's first view is painted. */
function usePreloadedList(): void {
  const isPainted = useIsFirstViewPainted();
  const queryClient = useQueryClient();
  const locale = useLocale();
  useEffect(() => {
    if (isPainted) {
      // A failed preload is tried again when the section opens.
      preloadChannelList().catch(() => undefined);
      void queryClient.prefetchQuery(
        screenTextsQueryOptions('channels', locale),
      );
    }
  }, [isPainted, queryClient, locale]);
}

/**
 * The channels a line carries, closed until asked for: the list of a big
 * line is about a megabyte, so nothing is read before the button is pressed.
 */
export function ChannelsSection({ serviceid }: { serviceid: number }) {
  const { t } = useTranslation();
  usePreloadedList();
  return (
    <DetailCard
      icon={IconTv}
      title={t('subscriptions.channels.title')}
      intro={t('subscriptions.channels.intro')}
      testId="channels-card"
    >
      <ChannelsToggle serviceid={serviceid} />
    </DetailCard>
  );
}

/**
 * The button that opens the list, and the list. It holds the open state
 * itself: opening redraws the button and the list, not the card around.
 * The button is the platform's own, styled as the app's light buttons.
 */
function ChannelsToggle({ serviceid }: { serviceid: number }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        className={classes.toggle}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        {isOpen
          ? t('subscriptions.channels.hide')
          : t('subscriptions.channels.show')}
      </button>
      <div id={panelId} hidden={!isOpen}>
        {isOpen && (
          <Suspense fallback={<ChannelsLoading label={t('common.loading')} />}>
            <ChannelList serviceid={serviceid} />
          </Suspense>
        )}
      </div>
    </>
  );
}

import { Button, Loader } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { IconChevronDown } from '@/components/ui/icons/chevron-down';
import { IconTv } from '@/components/ui/icons/tv';

import classes from './channels.module.css';
import { DetailCard } from './detail-card';

// The list, its search and its guide are a chunk of their own, fetched when
// the section is opened: the subscription page does not grow with them.
const ChannelList = lazy(() =>
  import('./channel-list').then((module) => ({ default: module.ChannelList })),
);

/**
 * The channels a line carries, closed until asked for: the list of a big
 * line is about a megabyte, so nothing is read before the button is pressed.
 */
export function ChannelsSection({ serviceid }: { serviceid: number }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  return (
    <DetailCard
      icon={IconTv}
      title={t('subscriptions.channels.title')}
      intro={t('subscriptions.channels.intro')}
      testId="channels-card"
    >
      <Button
        variant="light"
        className={classes.toggle}
        aria-expanded={isOpen}
        aria-controls={panelId}
        rightSection={
          <IconChevronDown
            size={16}
            className={isOpen ? classes.chevronOpen : undefined}
          />
        }
        onClick={() => setIsOpen((open) => !open)}
      >
        {isOpen
          ? t('subscriptions.channels.hide')
          : t('subscriptions.channels.show')}
      </Button>
      <div id={panelId} hidden={!isOpen}>
        {isOpen && (
          <Suspense
            fallback={
              <Loader
                size="sm"
                className={classes.loading}
                aria-label={t('common.loading')}
              />
            }
          >
            <ChannelList serviceid={serviceid} />
          </Suspense>
        )}
      </div>
    </DetailCard>
  );
}

import { Alert, Button } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { IconAlertTriangle } from '@/components/ui/icons/alert-triangle';
import { useLocale } from '@/hooks/locale-context';
import { errorKey } from '@/lib/api-client';
import { useScreenTexts } from '@/lib/screen-texts';

import { useChannels } from '../api/get-channels';
import { channelTextsOf } from '../utils/channel-texts';

import { ChannelBrowser } from './channel-browser';
import { ChannelsLoading } from './channels-loading';
import classes from './channels.module.css';

/**
 * A line's channels once the section is opened: read from the panel
 * through our server with the texts of the list. A panel's failure is said
 * here only, with a way to ask again; the rest of the page stays as it is.
 */
export function ChannelList({ serviceid }: { serviceid: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const texts = useScreenTexts('channels');
  const channels = useChannels(serviceid);
  // Translated once the list's catalog is in: the list's parts take them.
  const listTexts = useMemo(
    () => (texts.data ? channelTextsOf(t, locale) : null),
    [t, locale, texts.data],
  );
  if (channels.isError || texts.isError) {
    const failure: unknown = channels.error ?? texts.error;
    return (
      <Alert
        color="orange"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        title={t('subscriptions.channels.failed')}
        className={classes.failure}
        data-testid="channels-failed"
      >
        <p>{t(errorKey(failure))}</p>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => {
            void channels.refetch();
            void texts.refetch();
          }}
        >
          {t('subscriptions.channels.retry')}
        </Button>
      </Alert>
    );
  }
  if (!channels.data || !listTexts) {
    return (
      <ChannelsLoading label={t('common.loading')} testId="channels-loading" />
    );
  }
  return (
    <ChannelBrowser
      serviceid={serviceid}
      list={channels.data}
      texts={listTexts}
    />
  );
}

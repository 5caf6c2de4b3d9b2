import '@mantine/core/styles/SegmentedControl.css';

import { SegmentedControl, Stack, Text } from '@mantine/core';
import type { DeviceSetupResponse } from '@members/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { CopyField, UrlText } from '@/components/ui/copy-field';
import { formatName } from '@/utils/stream-formats';

import { maskSecret } from '../utils/device-setup';
import type { PlaylistChoice } from '../utils/device-setup';

import classes from './subscription-detail.module.css';

function UrlValue({ url }: { url: string }) {
  return (
    <span className={classes.urlValue}>
      <UrlText url={url} />
    </span>
  );
}

/**
 * The stream format of the playlist, among those the line allows: a choice
 * when there are several, a plain line when there is one.
 */
function FormatChoice({
  choices,
  format,
  onChange,
}: {
  choices: readonly PlaylistChoice[];
  format: string;
  onChange: (format: string) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const label = t('subscriptions.setup.format');
  if (choices.length < 2) {
    return (
      <Text size="sm" c="dimmed" data-testid="playlist-format">
        {label}: {formatName(format)}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        data-testid="playlist-format"
        value={format}
        onChange={onChange}
        data={choices.map((choice) => ({
          value: choice.format,
          label: formatName(choice.format),
        }))}
        fullWidth
      />
      <Text size="xs" c="dimmed">
        {t('subscriptions.setup.formatHint')}
      </Text>
    </Stack>
  );
}

/** The fields' labels, and the props that make a field secret and copyable. */
function useFieldTexts(
  isRevealed: boolean,
  onRevealChange: (isRevealed: boolean) => void,
) {
  const { t } = useTranslation();
  const labels = {
    serverUrl: t('subscriptions.setup.serverUrl'),
    username: t('subscriptions.fields.username'),
    password: t('subscriptions.setup.password'),
    playlistUrl: t('subscriptions.setup.playlistUrl'),
    epgUrl: t('subscriptions.setup.epgUrl'),
  };
  const secret = (field: string) => ({
    isSecret: true,
    isRevealed,
    onRevealChange,
    revealLabel: t('subscriptions.setup.show', { field }),
    hideLabel: t('subscriptions.setup.hide', { field }),
  });
  const copyLabel = (field: string) => t('subscriptions.copyField', { field });
  return { labels, secret, copyLabel };
}

/** The setup's fields: the Xtream Codes login, then the M3U playlist in its format and the TV guide. */
export function SetupFields({
  setup,
  playlist,
  choices,
  onFormatChange,
  isRevealed,
  onRevealChange,
}: {
  setup: DeviceSetupResponse;
  playlist: PlaylistChoice;
  choices: readonly PlaylistChoice[];
  onFormatChange: (format: string) => void;
  isRevealed: boolean;
  onRevealChange: (isRevealed: boolean) => void;
}) {
  const { t } = useTranslation();
  const { labels, secret, copyLabel } = useFieldTexts(
    isRevealed,
    onRevealChange,
  );

  return (
    <div className={classes.setupFields}>
      <Text className={classes.groupTitle}>
        {t('subscriptions.setup.xtream')}
      </Text>
      <CopyField
        label={labels.serverUrl}
        value={setup.serverUrl}
        display={<UrlValue url={setup.serverUrl} />}
        copyLabel={copyLabel(labels.serverUrl)}
        isMonospace
      />
      <CopyField
        label={labels.username}
        value={setup.username}
        copyLabel={copyLabel(labels.username)}
        isMonospace
      />
      <CopyField
        label={labels.password}
        value={setup.password}
        copyLabel={copyLabel(labels.password)}
        {...secret(labels.password)}
      />
      <Text className={classes.groupTitle} mt="xs">
        {t('subscriptions.setup.m3u')}
      </Text>
      <FormatChoice
        choices={choices}
        format={playlist.format}
        onChange={onFormatChange}
      />
      <CopyField
        label={labels.playlistUrl}
        value={playlist.url}
        display={<UrlValue url={playlist.url} />}
        maskedDisplay={
          <UrlValue url={maskSecret(playlist.url, setup.password)} />
        }
        copyLabel={copyLabel(labels.playlistUrl)}
        isMonospace
        {...secret(labels.playlistUrl)}
      />
      {setup.epgUrl && (
        <CopyField
          label={labels.epgUrl}
          value={setup.epgUrl}
          display={<UrlValue url={setup.epgUrl} />}
          maskedDisplay={
            <UrlValue url={maskSecret(setup.epgUrl, setup.password)} />
          }
          copyLabel={copyLabel(labels.epgUrl)}
          isMonospace
          {...secret(labels.epgUrl)}
        />
      )}
    </div>
  );
}

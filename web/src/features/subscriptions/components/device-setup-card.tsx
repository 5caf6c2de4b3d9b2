import '@mantine/core/styles/SegmentedControl.css';

import { Button, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import type { DeviceSetupResponse } from '@members/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CopyField, UrlText } from '@/components/ui/copy-field';
import { ErrorState } from '@/components/ui/error-state';
import {
  IconEye,
  IconTv,
  IconDownload,
  IconQrCode,
} from '@/components/ui/icons';
import { QrCode } from '@/components/ui/qr-code';
import { ApiError, errorKey } from '@/lib/api-client';
import { formatName } from '@/utils/stream-formats';

import { useDeviceSetup } from '../api/get-device-setup';
import {
  getPlaylistChoices,
  maskSecret,
  pickPlaylist,
} from '../utils/device-setup';
import type { PlaylistChoice } from '../utils/device-setup';

import { DetailCard } from './detail-card';
import classes from './subscription-detail.module.css';

function SetupSkeleton() {
  return (
    <div
      className={classes.setupGrid}
      aria-busy="true"
      data-testid="setup-loading"
    >
      <Stack gap="sm">
        <Skeleton height={62} radius="md" />
        <Skeleton height={62} radius="md" />
        <Skeleton height={62} radius="md" />
        <Skeleton height={62} radius="md" />
      </Stack>
      <Skeleton
        height={200}
        width={200}
        radius="md"
        className={classes.qrSkeleton}
      />
    </div>
  );
}

/** Which playlist format to offer: those the line allows, and the chosen one. */
interface PlaylistFormatProps {
  /** The stream formats the panel allows the line; null when not known. */
  allowedFormats?: readonly string[] | null;
  /** The format the customer chose; null for the first one offered. */
  format?: string | null;
}

/** The playlist in the format chosen among those the line allows. */
function usePlaylistChoice(
  setup: DeviceSetupResponse | undefined,
  { allowedFormats = null, format = null }: PlaylistFormatProps,
) {
  const choices = setup
    ? getPlaylistChoices(setup.playlists, allowedFormats)
    : [];
  return { choices, playlist: pickPlaylist(choices, format) };
}

/** The M3U playlist as a file, offered by the download button. */
export function DownloadPlaylistButton({
  serviceid,
  ...formats
}: { serviceid: number } & PlaylistFormatProps) {
  const { t } = useTranslation();
  const query = useDeviceSetup(serviceid);
  const { playlist } = usePlaylistChoice(query.data, formats);
  if (query.isError) {
    return null;
  }
  if (!playlist) {
    return (
      <Button leftSection={<IconDownload size={18} />} loading disabled>
        {t('subscriptions.setup.download')}
      </Button>
    );
  }
  return (
    <Button
      component="a"
      href={playlist.url}
      download="playlist.m3u"
      leftSection={<IconDownload size={18} />}
    >
      {t('subscriptions.setup.download')}
    </Button>
  );
}

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

function SetupFields({
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

function QrPanel({
  playlistUrl,
  isRevealed,
  onReveal,
}: {
  playlistUrl: string;
  isRevealed: boolean;
  onReveal: () => void;
}) {
  const { t } = useTranslation();
  return (
    <figure className={classes.qrPanel}>
      {isRevealed ? (
        <div className={classes.qrFrame}>
          <QrCode
            value={playlistUrl}
            label={t('subscriptions.setup.qrLabel')}
          />
        </div>
      ) : (
        <div className={classes.qrPlaceholder}>
          <IconQrCode size={40} className={classes.qrPlaceholderIcon} />
          <Button
            variant="light"
            size="sm"
            leftSection={<IconEye size={16} />}
            onClick={onReveal}
          >
            {t('subscriptions.setup.showQr')}
          </Button>
        </div>
      )}
      <Text
        component="figcaption"
        size="sm"
        c="dimmed"
        className={classes.qrCaption}
      >
        {t('subscriptions.setup.qrHint')}
      </Text>
    </figure>
  );
}

/**
 * Everything a player needs: Xtream Codes login, M3U playlist, TV guide and
 * a QR code of the playlist. The password (and every URL that carries it)
 * stays masked until the customer reveals it; copying works either way.
 */
export function DeviceSetupCard({
  serviceid,
  onFormatChange = () => undefined,
  ...formats
}: {
  serviceid: number;
  onFormatChange?: (format: string) => void;
} & PlaylistFormatProps) {
  const { t } = useTranslation();
  const [isRevealed, setIsRevealed] = useState(false);
  const query = useDeviceSetup(serviceid);
  const { choices, playlist } = usePlaylistChoice(query.data, formats);
  const isUnavailable =
    query.error instanceof ApiError && query.error.code === 'NOT_FOUND';

  let content;
  if (query.isError) {
    content = (
      <ErrorState
        message={
          isUnavailable
            ? t('subscriptions.setup.unavailable')
            : t(errorKey(query.error))
        }
        onRetry={isUnavailable ? undefined : () => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  } else if (!query.data || !playlist) {
    content = <SetupSkeleton />;
  } else {
    content = (
      <div className={classes.setupGrid}>
        <SetupFields
          setup={query.data}
          playlist={playlist}
          choices={choices}
          onFormatChange={onFormatChange}
          isRevealed={isRevealed}
          onRevealChange={setIsRevealed}
        />
        <QrPanel
          playlistUrl={playlist.url}
          isRevealed={isRevealed}
          onReveal={() => setIsRevealed(true)}
        />
      </div>
    );
  }

  return (
    <DetailCard
      icon={IconTv}
      title={t('subscriptions.setup.title')}
      intro={t('subscriptions.setup.intro')}
      testId="device-setup"
    >
      {content}
    </DetailCard>
  );
}

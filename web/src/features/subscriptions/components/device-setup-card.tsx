import '@mantine/core/styles/SegmentedControl.css';

import { Button, Skeleton, Stack, Text } from '@mantine/core';
import type { DeviceSetupResponse } from '@members/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '@/components/ui/error-state';
import { IconDownload } from '@/components/ui/icons/download';
import { IconEye } from '@/components/ui/icons/eye';
import { IconQrCode } from '@/components/ui/icons/qr-code';
import { IconTv } from '@/components/ui/icons/tv';
import { QrCode } from '@/components/ui/qr-code';
import { ApiError, errorKey } from '@/lib/api-client';

import { useDeviceSetup } from '../api/get-device-setup';
import { getPlaylistChoices, pickPlaylist } from '../utils/device-setup';

import { DetailCard } from './detail-card';
import { SetupFields } from './setup-fields';
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

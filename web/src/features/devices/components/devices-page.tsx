import { Anchor, Badge, Button, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PAGES } from '@members/contract';
import type { DeviceSession } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '@/components/ui/error-state';
import facts from '@/components/ui/facts.module.css';
import { IconDeviceDesktop } from '@/components/ui/icons/device-desktop';
import { IconDeviceMobile } from '@/components/ui/icons/device-mobile';
import { IconDevices } from '@/components/ui/icons/devices';
import { IconLock } from '@/components/ui/icons/lock';
import { IconLogout } from '@/components/ui/icons/logout';
import lists from '@/components/ui/lists.module.css';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { useLocale, useLocalePath } from '@/hooks/locale-context';
import { errorKey } from '@/lib/api-client';
import { Link } from '@/lib/router';
import { formatMoment } from '@/utils/format';

import { useEndOtherSessions, useEndSession } from '../api/end-sessions';
import { useSessions } from '../api/get-sessions';

import classes from './devices.module.css';

function isPhone(os: string | null): boolean {
  return os !== null && /^(?:iOS|Android)\b/.test(os);
}

/** "Firefox 133 on Linux", or what is known of it. */
function useDeviceName() {
  const { t } = useTranslation();
  return (device: DeviceSession): string => {
    if (device.browser && device.os) {
      return t('devices.name', { browser: device.browser, os: device.os });
    }
    return device.browser ?? device.os ?? t('devices.unknown');
  };
}

function DeviceRow({
  device,
  onEnd,
  isEnding,
}: {
  device: DeviceSession;
  onEnd: (device: DeviceSession) => void;
  isEnding: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const nameOf = useDeviceName();
  const name = nameOf(device);
  return (
    <li
      className={classes.row}
      data-testid="device"
      data-current={device.current || undefined}
    >
      <span className={classes.icon}>
        {isPhone(device.os) ? (
          <IconDeviceMobile size={22} />
        ) : (
          <IconDeviceDesktop size={22} />
        )}
      </span>
      <div className={classes.main}>
        <div className={facts.top}>
          <Text span fw={700}>
            {name}
          </Text>
          {device.current && (
            <Badge variant="light" color="green" radius="sm">
              {t('devices.thisDevice')}
            </Badge>
          )}
        </div>
        <dl className={facts.facts}>
          <div>
            <dt>{t('devices.ip')}</dt>
            <dd className={facts.ip}>{device.ip}</dd>
          </div>
          <div>
            <dt>{t('devices.signedInAt')}</dt>
            <dd>{formatMoment(device.createdAt, locale)}</dd>
          </div>
          <div>
            <dt>{t('devices.lastSeen')}</dt>
            <dd>
              {device.current
                ? t('devices.activeNow')
                : formatMoment(device.lastSeenAt, locale)}
            </dd>
          </div>
        </dl>
      </div>
      {!device.current && (
        <Button
          variant="default"
          size="xs"
          className={classes.end}
          leftSection={<IconLogout size={16} />}
          loading={isEnding}
          onClick={() => onEnd(device)}
          aria-label={t('devices.endOneLabel', { device: name })}
        >
          {t('devices.endOne')}
        </Button>
      )}
    </li>
  );
}

/** The sessions as rows, or their skeleton while loading, or why they cannot be read. */
function DeviceList({
  sessions,
  onEnd,
  endingId,
}: {
  sessions: ReturnType<typeof useSessions>;
  onEnd: (device: DeviceSession) => void;
  /** The session being ended, if any. */
  endingId: DeviceSession['id'] | undefined;
}) {
  const { t } = useTranslation();
  if (sessions.isPending) {
    return (
      <Stack p="md" gap="sm" aria-busy="true" data-testid="loading">
        <Skeleton height={56} radius="md" />
        <Skeleton height={56} radius="md" />
      </Stack>
    );
  }
  if (sessions.isError) {
    return (
      <ErrorState
        message={t(errorKey(sessions.error))}
        onRetry={() => void sessions.refetch()}
        isRetrying={sessions.isFetching}
      />
    );
  }
  return (
    <ul className={lists.divided} aria-label={t('devices.listTitle')}>
      {sessions.data.sessions.map((device) => (
        <DeviceRow
          key={device.id}
          device={device}
          onEnd={onEnd}
          isEnding={endingId === device.id}
        />
      ))}
    </ul>
  );
}

/** The way to the page of how the customer signs in (passkeys, the second factor, the history). */
function SecurityLink() {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  return (
    <Anchor
      component={Link}
      to={toPath(PAGES.security)}
      size="sm"
      data-testid="security-link"
    >
      <IconLock size={16} style={{ verticalAlign: 'text-bottom' }} />{' '}
      {t('common.nav.security')}
    </Anchor>
  );
}

/**
 * `/devices`: where the customer is signed in (browser, system, address,
 * when), this device marked; any other session can be ended, or all at once.
 */
export function DevicesPage() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const nameOf = useDeviceName();
  const devices = sessions.data?.sessions ?? [];
  const others = devices.filter((device) => !device.current).length;

  function handleEnd(device: DeviceSession) {
    endOne.mutate(device.id, {
      onSuccess: () =>
        notifications.show({
          color: 'teal',
          message: t('devices.ended', { device: nameOf(device) }),
        }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('devices.endFailed'),
          message: t(errorKey(error)),
        }),
    });
  }

  function handleEndOthers() {
    endOthers.mutate(undefined, {
      onSuccess: (answer) =>
        notifications.show({
          color: 'teal',
          message: t('devices.endedOthers', { count: answer.ended }),
        }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('devices.endFailed'),
          message: t(errorKey(error)),
        }),
    });
  }

  return (
    <Stack gap="lg">
      <PageHeader title={t('devices.title')} subtitle={t('devices.subtitle')} />
      <SectionCard
        title={t('devices.listTitle')}
        icon={<IconDevices size={20} />}
        count={devices.length}
        description={t('devices.listDescription')}
        action={
          others > 0 ? (
            <Button
              variant="light"
              color="red"
              size="sm"
              leftSection={<IconLogout size={16} />}
              loading={endOthers.isPending}
              onClick={handleEndOthers}
            >
              {t('devices.endOthers')}
            </Button>
          ) : undefined
        }
      >
        <DeviceList
          sessions={sessions}
          onEnd={handleEnd}
          endingId={endOne.isPending ? endOne.variables : undefined}
        />
      </SectionCard>
      {!sessions.isPending && !sessions.isError && others === 0 && (
        <Text size="sm" c="dimmed" data-testid="no-other-devices">
          {t('devices.noOthers')}
        </Text>
      )}
      <SecurityLink />
    </Stack>
  );
}

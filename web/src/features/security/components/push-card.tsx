import { Alert, Checkbox, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { PUSH_KINDS } from '@members/contract';
import type { PushKind } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { ErrorState } from '@/components/ui/error-state';
import { IconBell } from '@/components/ui/icons/bell';
import { IconInfo } from '@/components/ui/icons/info';
import { SectionCard } from '@/components/ui/section-card';
import { errorKey } from '@/lib/api-client';

import {
  PushDeniedError,
  useDevicePush,
  useSetPushKinds,
  useSwitchPush,
} from '../api/push';
import type { DevicePush } from '../api/push';

import classes from './security.module.css';

/** The kinds of reminder this device gets, one checkbox each. */
function PushKinds({ device }: { device: DevicePush }) {
  const { t } = useTranslation();
  const setKinds = useSetPushKinds();
  const { endpoint } = device;
  if (!endpoint) {
    return null;
  }
  const toggle = (kind: PushKind, isChecked: boolean) => {
    const kinds = PUSH_KINDS.filter((candidate) =>
      candidate === kind ? isChecked : device.kinds.includes(candidate),
    );
    setKinds.mutate({ endpoint, kinds });
  };
  return (
    <Stack gap="xs" data-testid="push-kinds">
      <Text size="sm" fw={600} id="push-kinds-label">
        {t('security.push.kindsLabel')}
      </Text>
      <div role="group" aria-labelledby="push-kinds-label">
        <Stack gap="xs">
          {PUSH_KINDS.map((kind) => (
            <Checkbox
              key={kind}
              label={t(`security.push.kind.${kind}`)}
              checked={device.kinds.includes(kind)}
              disabled={setKinds.isPending}
              onChange={(event) => toggle(kind, event.currentTarget.checked)}
              data-testid={`push-kind-${kind}`}
            />
          ))}
        </Stack>
      </div>
      {setKinds.isError && (
        <Text size="sm" c="red" role="alert">
          {t(errorKey(setKinds.error))}
        </Text>
      )}
    </Stack>
  );
}

/** The switch of this device's reminders, and why it cannot be on. */
function PushSwitch({ device }: { device: DevicePush }) {
  const { t } = useTranslation();
  const switchPush = useSwitchPush();
  const { publicKey } = device;
  if (!device.isSupported || publicKey === null) {
    return (
      <Text size="sm" c="dimmed" data-testid="push-unsupported">
        {t(
          publicKey === null
            ? 'security.push.off'
            : 'security.push.unsupported',
        )}
      </Text>
    );
  }
  const isDenied =
    device.permission === 'denied' ||
    switchPush.error instanceof PushDeniedError;
  return (
    <Stack gap="sm">
      <Switch
        label={t('security.push.switch')}
        checked={device.endpoint !== null}
        disabled={switchPush.isPending}
        onChange={(event) =>
          switchPush.mutate({ isOn: event.currentTarget.checked, publicKey })
        }
        data-testid="push-switch"
      />
      {isDenied && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconInfo size={18} />}
          data-testid="push-denied"
        >
          {t('security.push.denied')}
        </Alert>
      )}
      {switchPush.isError && !isDenied && (
        <Text size="sm" c="red" role="alert">
          {t(errorKey(switchPush.error))}
        </Text>
      )}
      <PushKinds device={device} />
    </Stack>
  );
}

/**
 * Push reminders on this device (docs/push.md): opted in per device, with
 * a choice of the kinds of reminder it gets.
 */
export function PushCard() {
  const { t } = useTranslation();
  const push = useDevicePush();
  let body;
  if (push.isPending) {
    body = (
      <Stack p="md" gap="sm" aria-busy="true" data-testid="push-loading">
        <Skeleton height={32} radius="md" />
      </Stack>
    );
  } else if (push.isError) {
    body = (
      <ErrorState
        message={t(errorKey(push.error))}
        onRetry={() => void push.refetch()}
        isRetrying={push.isFetching}
      />
    );
  } else {
    body = (
      <div className={classes.body}>
        <PushSwitch device={push.data} />
      </div>
    );
  }
  return (
    <SectionCard
      title={t('security.push.title')}
      icon={<IconBell size={20} />}
      description={t('security.push.description')}
    >
      <div data-testid="push-card">{body}</div>
    </SectionCard>
  );
}

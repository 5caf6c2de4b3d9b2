import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type {
  RecoveryCodesResponse,
  SecurityResponse,
} from '@members/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useLocale } from '@/hooks/locale-context';
import { useFormSubmission } from '@/hooks/use-form-submission';
import { formatDay } from '@/utils/format';

import { useRenewRecoveryCodes, useTotpDisable } from '../api/totp';

import classes from './security.module.css';

type Asked = 'renew' | 'disable' | null;

/** The two changes of an app that is on, each asked first in its dialog. */
function useTotpActions(onCodes: (answer: RecoveryCodesResponse) => void) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<Asked>(null);
  const renew = useFormSubmission(useRenewRecoveryCodes());
  const disable = useFormSubmission(useTotpDisable());
  const open = (which: Asked) => {
    renew.reset();
    disable.reset();
    setAsked(which);
  };
  const close = () => setAsked(null);
  const handleRenew = () =>
    renew.submit(
      {},
      {
        onSuccess: (answer) => {
          close();
          onCodes(answer);
        },
      },
    );
  const handleDisable = () =>
    disable.submit(
      {},
      {
        onSuccess: () => {
          close();
          notifications.show({
            color: 'teal',
            message: t('security.totp.disabled'),
          });
        },
      },
    );
  return { asked, close, open, renew, disable, handleRenew, handleDisable };
}

/**
 * The app when it is on: since when, the recovery codes left, new codes
 * (shown once) and turning it off, each after a confirmation.
 */
export function TotpOn({
  security,
  onCodes,
}: {
  security: SecurityResponse;
  onCodes: (answer: RecoveryCodesResponse) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { asked, close, open, renew, disable, handleRenew, handleDisable } =
    useTotpActions(onCodes);
  return (
    <>
      <Text size="sm" fw={600} data-testid="totp-on">
        {t('security.totp.on', {
          date: security.totp.since
            ? formatDay(security.totp.since, locale)
            : '',
        })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('security.totp.codesLeft', { count: security.recoveryCodesLeft })}
      </Text>
      <Group gap="sm" mt="sm" className={classes.actions}>
        <Button variant="default" onClick={() => open('renew')}>
          {t('security.totp.renew')}
        </Button>
        <Button variant="light" color="red" onClick={() => open('disable')}>
          {t('security.totp.disable')}
        </Button>
      </Group>
      <ConfirmDialog
        isOpen={asked === 'renew'}
        title={t('security.totp.renewTitle')}
        testId="renew-codes"
        error={renew.banner}
        cancelLabel={t('common.actions.cancel')}
        confirmLabel={t('security.totp.renewConfirm')}
        isPending={renew.isPending}
        onConfirm={handleRenew}
        onClose={close}
      >
        <Text size="sm">{t('security.totp.renewText')}</Text>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={asked === 'disable'}
        title={t('security.totp.disableTitle')}
        testId="disable-totp"
        error={disable.banner}
        cancelLabel={t('common.actions.cancel')}
        confirmLabel={t('security.totp.disableConfirm')}
        confirmColor="red"
        isPending={disable.isPending}
        onConfirm={handleDisable}
        onClose={close}
      >
        <Text size="sm">{t('security.totp.disableText')}</Text>
      </ConfirmDialog>
    </>
  );
}

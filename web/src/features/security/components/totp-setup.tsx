import { Button, Group, Stack, Text } from '@mantine/core';
import type {
  RecoveryCodesResponse,
  TotpSetupResponse,
} from '@members/contract';
import { useTranslation } from 'react-i18next';

import { CheckedTextInput } from '@/components/form/checked-fields';
import { CopyField } from '@/components/ui/copy-field';
import { QrCode } from '@/components/ui/qr-code';

import { useTotpEnableForm } from '../hooks/use-totp-enable-form';

import { FailureNote } from './failure-note';
import classes from './security.module.css';

/**
 * Setting up the app: the QR code to scan (or the key to type), then the
 * first code the app shows, which turns it on.
 */
export function TotpSetup({
  setup,
  onEnabled,
  onExpired,
  onCancel,
}: {
  setup: TotpSetupResponse;
  onEnabled: (answer: RecoveryCodesResponse) => void;
  /** The secret was not confirmed in time: setting up starts again. */
  onExpired: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { form, submission, handleSubmit } = useTotpEnableForm(
    onEnabled,
    onExpired,
  );
  const secretLabel = t('security.totp.secretLabel');
  return (
    <Stack gap="md" data-testid="totp-setup">
      <Text size="sm">{t('security.totp.scan')}</Text>
      <QrCode value={setup.uri} label={t('security.totp.qrLabel')} size={200} />
      <Text size="sm">{t('security.totp.manual')}</Text>
      <CopyField
        label={secretLabel}
        value={setup.secret}
        copyLabel={t('security.totp.copySecret')}
        isMonospace
      />
      <form noValidate onSubmit={handleSubmit}>
        <Stack gap="sm">
          <CheckedTextInput
            form={form}
            field="code"
            label={t('security.totp.codeLabel')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            classNames={{ input: classes.secret }}
          />
          <FailureNote error={submission.error} banner={submission.banner} />
          <Group gap="sm" className={classes.actions}>
            <Button type="submit" loading={submission.isPending}>
              {t('security.totp.enable')}
            </Button>
            <Button
              variant="default"
              disabled={submission.isPending}
              onClick={onCancel}
            >
              {t('security.totp.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

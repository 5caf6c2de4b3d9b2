import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/List.css';

import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { Subscription } from '@members/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CopyField } from '@/components/ui/copy-field';
import { FormBanner } from '@/components/ui/form-banner';
import { IconAlertTriangle, IconKey } from '@/components/ui/icons';
import { useFormError } from '@/hooks/use-form-error';
import type { FormErrorOverrides } from '@/hooks/use-form-error';
import { ApiError } from '@/lib/api-client';

import { useUpdatePassword } from '../api/update-password';
import { SUBSCRIPTION_FORM_ERRORS } from '../utils/form-errors';

import { DetailCard } from './detail-card';
import classes from './subscription-detail.module.css';

/** The reset words a missing password field its own way. */
const PASSWORD_ERRORS: FormErrorOverrides = {
  ...SUBSCRIPTION_FORM_ERRORS,
  CUSTOM_FIELD_MISSING: 'subscriptions.password.unavailable',
};

function isMissingField(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'CUSTOM_FIELD_MISSING';
}

function NewPassword({ password }: { password: string }) {
  const { t } = useTranslation();
  const label = t('subscriptions.password.newLabel');
  return (
    <Stack gap="sm" data-testid="new-password">
      <CopyField
        label={label}
        value={password}
        copyLabel={t('subscriptions.copyField', { field: label })}
        isMonospace
      />
      <Alert
        color="orange"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        title={t('subscriptions.password.updateDevicesTitle')}
      >
        {t('subscriptions.password.updateDevices')}
      </Alert>
    </Stack>
  );
}

/**
 * The line password reset: a confirmation dialog that warns every device
 * must be updated, then the new password, shown and copyable, with the
 * warning again.
 */
export function PasswordResetCard({
  subscription,
}: {
  subscription: Subscription;
}) {
  const { t } = useTranslation();
  const formError = useFormError(PASSWORD_ERRORS);
  const reset = useUpdatePassword();
  const [isOpen, setIsOpen] = useState(false);
  const [newPassword, setNewPassword] = useState<string | null>(null);
  const canReset =
    subscription.hasPasswordField && !(isMissingField(reset.error) && !isOpen);
  const isDone = reset.isSuccess;

  const handleOpen = () => {
    reset.reset();
    setIsOpen(true);
  };

  const handleClose = () => {
    if (reset.isPending) {
      return;
    }
    setIsOpen(false);
  };

  const handleConfirm = () => {
    if (reset.isPending) {
      return;
    }
    reset.mutate(
      { serviceid: subscription.id },
      { onSuccess: (answer) => setNewPassword(answer.password) },
    );
  };

  const missing = t('subscriptions.password.unavailable');
  const failure = formError(reset.error);

  return (
    <DetailCard
      icon={IconKey}
      title={t('subscriptions.password.title')}
      intro={t('subscriptions.password.intro')}
      testId="password-card"
    >
      <div className={classes.cardBody}>
        {newPassword && !isOpen && <NewPassword password={newPassword} />}
        {canReset ? (
          <Button
            variant="light"
            color="red"
            onClick={handleOpen}
            className={classes.submit}
          >
            {t('subscriptions.password.reset')}
          </Button>
        ) : (
          <Alert color="gray" variant="light">
            {missing}
          </Alert>
        )}
      </div>

      <Modal
        opened={isOpen}
        onClose={handleClose}
        title={
          isDone
            ? t('subscriptions.password.doneTitle')
            : t('subscriptions.password.confirmTitle')
        }
        centered
        closeOnClickOutside={!reset.isPending}
        closeOnEscape={!reset.isPending}
        withCloseButton={!reset.isPending}
        closeButtonProps={{ 'aria-label': t('common.actions.close') }}
        classNames={{ title: classes.modalTitle }}
      >
        {isDone && newPassword ? (
          <Stack gap="md">
            <NewPassword password={newPassword} />
            <Group justify="flex-end">
              <Button onClick={handleClose} data-autofocus>
                {t('subscriptions.password.done')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md">
            <Text size="sm">{t('subscriptions.password.confirmText')}</Text>
            <List size="sm" spacing={6} className={classes.warningList}>
              <List.Item>{t('subscriptions.password.warningOld')}</List.Item>
              <List.Item>
                {t('subscriptions.password.warningDevices')}
              </List.Item>
            </List>
            {failure && <FormBanner>{failure}</FormBanner>}
            <Group justify="flex-end" gap="sm" className={classes.modalActions}>
              <Button
                variant="default"
                onClick={handleClose}
                disabled={reset.isPending}
                data-autofocus
              >
                {t('common.actions.cancel')}
              </Button>
              {!isMissingField(reset.error) && (
                <Button
                  color="red"
                  onClick={handleConfirm}
                  loading={reset.isPending}
                >
                  {reset.isError
                    ? t('common.actions.retry')
                    : t('subscriptions.password.confirm')}
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Modal>
    </DetailCard>
  );
}

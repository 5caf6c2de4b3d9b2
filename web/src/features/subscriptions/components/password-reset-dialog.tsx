import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/List.css';

import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { ConfirmActions } from '@/components/ui/confirm-dialog';
import { CopyField } from '@/components/ui/copy-field';
import { FormBanner } from '@/components/ui/form-banner';
import { IconAlertTriangle } from '@/components/ui/icons/alert-triangle';

import classes from './subscription-detail.module.css';

/** The new line password, shown and copyable, with the warning to update every device. */
export function NewPassword({ password }: { password: string }) {
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

/** The confirm step of a reset: what resetting means, its failure, and the confirmation's buttons. */
function ConfirmReset({
  failure,
  isPending,
  isError,
  canConfirm,
  onConfirm,
  onClose,
}: {
  failure: string | null;
  isPending: boolean;
  isError: boolean;
  canConfirm: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text size="sm">{t('subscriptions.password.confirmText')}</Text>
      <List size="sm" spacing={6} className={classes.warningList}>
        <List.Item>{t('subscriptions.password.warningOld')}</List.Item>
        <List.Item>{t('subscriptions.password.warningDevices')}</List.Item>
      </List>
      {failure && <FormBanner>{failure}</FormBanner>}
      <ConfirmActions
        cancelLabel={t('common.actions.cancel')}
        confirmLabel={
          isError
            ? t('common.actions.retry')
            : t('subscriptions.password.confirm')
        }
        confirmColor="red"
        canConfirm={canConfirm}
        isPending={isPending}
        onConfirm={onConfirm}
        onClose={onClose}
      />
    </Stack>
  );
}

/**
 * The reset's dialog: first the confirmation with its warnings, then the
 * new password; it cannot be closed while the reset runs.
 */
export function PasswordResetDialog({
  isOpen,
  newPassword,
  isDone,
  failure,
  isPending,
  isError,
  canConfirm,
  onConfirm,
  onClose,
}: {
  isOpen: boolean;
  newPassword: string | null;
  isDone: boolean;
  failure: string | null;
  isPending: boolean;
  isError: boolean;
  canConfirm: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={
        isDone
          ? t('subscriptions.password.doneTitle')
          : t('subscriptions.password.confirmTitle')
      }
      centered
      closeOnClickOutside={!isPending}
      closeOnEscape={!isPending}
      withCloseButton={!isPending}
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      classNames={{ title: classes.modalTitle }}
    >
      {isDone && newPassword ? (
        <Stack gap="md">
          <NewPassword password={newPassword} />
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              {t('subscriptions.password.done')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <ConfirmReset
          failure={failure}
          isPending={isPending}
          isError={isError}
          canConfirm={canConfirm}
          onConfirm={onConfirm}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';

import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The confirmation both plan pages ask for: what the choice means, then
 * cancel or confirm; it cannot be closed while the choice is being sent.
 */
export function ConfirmDialog({
  isOpen,
  title,
  testId,
  cancelLabel,
  confirmLabel,
  isPending,
  onConfirm,
  onClose,
  children,
}: {
  isOpen: boolean;
  title: string;
  testId: string;
  cancelLabel: string;
  confirmLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={title}
      centered
      closeOnClickOutside={!isPending}
      closeOnEscape={!isPending}
      withCloseButton={!isPending}
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      {isOpen && (
        <Stack gap="md" data-testid={testId}>
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isPending}>
              {cancelLabel}
            </Button>
            <Button onClick={onConfirm} loading={isPending} data-autofocus>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

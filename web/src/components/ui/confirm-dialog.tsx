import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';

import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { FormBanner } from './form-banner';

/**
 * The one confirmation dialog: what the action means, why the last try
 * failed, then cancel or confirm. It cannot be closed while
 * the action is being sent; its content renders only while it is open.
 */
export function ConfirmDialog({
  isOpen,
  title,
  testId,
  cancelLabel,
  confirmLabel,
  confirmColor,
  focus = 'cancel',
  isPending,
  error,
  onConfirm,
  onClose,
  children,
}: {
  isOpen: boolean;
  title: ReactNode;
  testId?: string;
  cancelLabel: ReactNode;
  confirmLabel: ReactNode;
  /** The confirm button's colour: red for what cannot be undone. */
  confirmColor?: 'brand' | 'red';
  /**
   * The button focused on opening: cancel for what cannot be undone, confirm
   * where the customer has chosen already (a plan, an order).
   */
  focus?: 'cancel' | 'confirm';
  isPending: boolean;
  /** Why the last try failed (the submission's banner), or null. */
  error?: ReactNode;
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
      radius="lg"
      closeOnClickOutside={!isPending}
      closeOnEscape={!isPending}
      withCloseButton={!isPending}
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      {isOpen && (
        <Stack gap="md" data-testid={testId}>
          {children}
          {error ? <FormBanner>{error}</FormBanner> : null}
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={onClose}
              disabled={isPending}
              data-autofocus={focus === 'cancel' || undefined}
            >
              {cancelLabel}
            </Button>
            <Button
              color={confirmColor}
              onClick={onConfirm}
              loading={isPending}
              data-autofocus={focus === 'confirm' || undefined}
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

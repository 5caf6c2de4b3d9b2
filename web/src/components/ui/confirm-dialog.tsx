import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';

import { Button, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import classes from './confirm-dialog.module.css';
import { FormBanner } from './form-banner';

/** The buttons of a confirmation: cancel, and the action unless it cannot help. */
export interface ConfirmActionsProps {
  cancelLabel: ReactNode;
  confirmLabel: ReactNode;
  /** The confirm button's colour: red for what cannot be undone. */
  confirmColor?: 'brand' | 'red';
  /**
   * The button focused on opening: cancel for what cannot be undone, confirm
   * where the customer has chosen already (a plan, an order).
   */
  focus?: 'cancel' | 'confirm';
  /** False leaves the action out: trying again cannot help (cancel only). */
  canConfirm?: boolean;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The buttons of every confirmation, side by side at the end; on phones one
 * above the other, full width, cancel last. Nothing can be clicked twice
 * while the action is sent.
 */
export function ConfirmActions({
  cancelLabel,
  confirmLabel,
  confirmColor,
  focus = 'cancel',
  canConfirm = true,
  isPending,
  onConfirm,
  onClose,
}: ConfirmActionsProps) {
  return (
    <div className={classes.actions}>
      <Button
        variant="default"
        onClick={onClose}
        disabled={isPending}
        data-autofocus={focus === 'cancel' || !canConfirm || undefined}
      >
        {cancelLabel}
      </Button>
      {canConfirm && (
        <Button
          color={confirmColor}
          onClick={onConfirm}
          loading={isPending}
          data-autofocus={focus === 'confirm' || undefined}
        >
          {confirmLabel}
        </Button>
      )}
    </div>
  );
}

/**
 * The one confirmation dialog: what the action means, why the last try
 * failed, then cancel or confirm. It cannot be closed while the action is
 * being sent; its content renders only while it is open.
 */
export function ConfirmDialog({
  isOpen,
  title,
  testId,
  error,
  children,
  ...actions
}: ConfirmActionsProps & {
  isOpen: boolean;
  title: ReactNode;
  testId?: string;
  /** Why the last try failed (the submission's banner), or null. */
  error?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { isPending, onClose } = actions;
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
          <ConfirmActions {...actions} />
        </Stack>
      )}
    </Modal>
  );
}

import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';

import { Button, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Ticket } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { FormBanner } from '@/components/ui/form-banner';
import { IconLock } from '@/components/ui/icons';
import { useFormError } from '@/hooks/use-form-error';

import { useCancelTicket } from '../api/cancel-ticket';

import classes from './ticket-thread.module.css';

/** Closes a ticket after the customer confirms it in a dialog. */
export function CloseTicketButton({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const formError = useFormError();
  const [isOpen, { open, close }] = useDisclosure(false);
  const closing = useCancelTicket();
  const isSending = closing.isPending;

  const handleOpen = () => {
    closing.reset();
    open();
  };

  const handleDismiss = () => {
    if (!isSending) {
      close();
    }
  };

  const handleConfirm = () => {
    if (isSending) {
      return;
    }
    closing.mutate(ticket.ticketid, {
      onSuccess: () => {
        close();
        notifications.show({
          color: 'teal',
          title: t('tickets.close.success'),
          message: t('tickets.close.successMessage', { tid: ticket.tid }),
        });
      },
    });
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconLock size={16} />}
        onClick={handleOpen}
      >
        {t('tickets.close.button')}
      </Button>
      <Modal
        opened={isOpen}
        onClose={handleDismiss}
        title={t('tickets.close.title')}
        centered
        radius="lg"
        closeOnClickOutside={!isSending}
        closeOnEscape={!isSending}
        withCloseButton={!isSending}
        closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      >
        <Stack gap="md">
          <Text size="sm">
            {t('tickets.close.body', { subject: ticket.subject })}
          </Text>
          {closing.isError && (
            <FormBanner>{formError(closing.error)}</FormBanner>
          )}
          <div className={classes.modalActions}>
            <Button
              variant="default"
              onClick={handleDismiss}
              disabled={isSending}
              data-autofocus
            >
              {t('tickets.close.keep')}
            </Button>
            <Button color="red" onClick={handleConfirm} loading={isSending}>
              {t('tickets.close.confirm')}
            </Button>
          </div>
        </Stack>
      </Modal>
    </>
  );
}

import { Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { Ticket } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { IconLock } from '@/components/ui/icons/lock';
import { useFormSubmission } from '@/hooks/use-form-submission';

import { useCancelTicket } from '../api/cancel-ticket';

/** Closes a ticket after the customer confirms it in a dialog. */
export function CloseTicketButton({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const [isOpen, { open, close }] = useDisclosure(false);
  const closing = useFormSubmission(useCancelTicket());

  const handleOpen = () => {
    closing.reset();
    open();
  };

  const handleConfirm = () =>
    closing.submit(
      { ticketid: ticket.ticketid },
      {
        onSuccess: () => {
          close();
          notifications.show({
            color: 'teal',
            title: t('tickets.close.success'),
            message: t('tickets.close.successMessage', { tid: ticket.tid }),
          });
        },
      },
    );

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconLock size={16} />}
        onClick={handleOpen}
      >
        {t('tickets.close.button')}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        title={t('tickets.close.title')}
        cancelLabel={t('tickets.close.keep')}
        confirmLabel={t('tickets.close.confirm')}
        confirmColor="red"
        focus="cancel"
        isPending={closing.isPending}
        error={closing.banner}
        onConfirm={handleConfirm}
        onClose={close}
      >
        <Text size="sm">
          {t('tickets.close.body', { subject: ticket.subject })}
        </Text>
      </ConfirmDialog>
    </>
  );
}

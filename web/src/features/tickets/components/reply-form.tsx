import { Button, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Ticket, UploadLimits } from '@members/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { IconSend } from '@/components/ui/icons/send';

import { useAddReply } from '../api/add-reply';
import { useMessageForm } from '../hooks/use-message-form';

import { MessageFields } from './message-fields';
import classes from './ticket-thread.module.css';

/** The reply box under an open ticket's thread: message and files. */
export function ReplyForm({
  ticket,
  uploads,
}: {
  ticket: Ticket;
  uploads: UploadLimits | undefined;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const form = useMessageForm({
    mutation: useAddReply(),
    rules: {},
    toFields: ({ message }) => ({ ticketid: ticket.ticketid, message }),
    onSent: () => {
      form.clear();
      notifications.show({
        color: 'teal',
        title: t('tickets.reply.success'),
        message: t('tickets.reply.successMessage'),
      });
    },
  });

  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      className={classes.replyCard}
      aria-labelledby={titleId}
    >
      <Title order={2} id={titleId} className={classes.replyTitle}>
        {t('tickets.reply.title')}
      </Title>
      <form onSubmit={form.handleSubmit} noValidate aria-busy={form.isSending}>
        <Stack gap="md">
          <MessageFields
            form={form}
            label={t('tickets.reply.message')}
            uploads={uploads}
          />
          <div className={classes.replyActions}>
            <Button
              type="submit"
              loading={form.isSending}
              leftSection={<IconSend size={16} />}
            >
              {t('tickets.reply.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}

import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';

import { Button, Stack, Text } from '@mantine/core';
import type { Subscription, UploadLimits } from '@members/contract';
import { TICKET_SUBJECT_MAX_LENGTH } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { CheckedTextInput } from '@/components/form/checked-fields';
import { useLocalePath } from '@/hooks/locale-context';
import { Link } from '@/lib/router';

import { useDepartements } from '../api/get-departements';
import { useOpenTicketForm } from '../hooks/use-open-ticket-form';
import type { OpenTicketPrefill } from '../utils/open-ticket-draft';

import { MessageFields } from './message-fields';
import { OpenTicketChoices } from './open-ticket-choices';
import classes from './open-ticket.module.css';

export type { OpenTicketPrefill };

/**
 * The open-ticket form: department, an optional subscription, subject,
 * a rich-text message (sent as Markdown) and files. Errors show on their
 * fields; on success the new ticket opens. What the customer writes is kept
 * as a draft of this client's form from this prefill, restored on load and
 * forgotten once sent or cancelled (product rules: State); files are not kept.
 */
export function OpenTicketForm({
  subscriptions,
  uploads,
  prefill,
}: {
  subscriptions: Subscription[];
  uploads: UploadLimits | undefined;
  prefill?: OpenTicketPrefill;
}) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const departements = useDepartements();
  const { form, draft } = useOpenTicketForm(prefill);
  const { restored } = draft;
  const { fields, isSending } = form;

  return (
    <form onSubmit={form.handleSubmit} noValidate aria-busy={isSending}>
      <Stack gap="lg">
        {restored && (
          <Text size="sm" c="dimmed" data-testid="ticket-draft-restored">
            {t('tickets.open.draftRestored')}
          </Text>
        )}
        <OpenTicketChoices
          fields={fields}
          departements={departements}
          subscriptions={subscriptions}
          isSending={isSending}
        />
        <CheckedTextInput
          form={fields}
          field="subject"
          label={t('tickets.open.subject')}
          placeholder={t('tickets.open.subjectPlaceholder')}
          maxLength={TICKET_SUBJECT_MAX_LENGTH}
          autoComplete="off"
          required
          disabled={isSending}
        />
        <MessageFields
          form={form}
          label={t('tickets.open.message')}
          description={t('tickets.open.messageDescription')}
          uploads={uploads}
        />
        <div className={classes.actions}>
          <Button
            component={Link}
            to={toPath('/#tickets')}
            onClick={draft.forget}
            variant="default"
            className={classes.cancel}
          >
            {t('common.actions.cancel')}
          </Button>
          <Button
            type="submit"
            loading={isSending}
            disabled={departements.isError}
            className={classes.submit}
          >
            {t('tickets.open.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

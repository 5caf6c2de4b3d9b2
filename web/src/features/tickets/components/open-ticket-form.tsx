import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';

import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Subscription, UploadLimits } from '@members/contract';
import {
  TICKET_SUBJECT_MAX_LENGTH,
  checkTicketSubject,
} from '@members/contract';
import { useTranslation } from 'react-i18next';

import {
  CheckedSelect,
  CheckedTextInput,
} from '@/components/form/checked-fields';
import { useStatusLabel } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { useLocalePath } from '@/hooks/locale-context';
import type { FieldRule } from '@/hooks/use-field-form';
import { errorKey } from '@/lib/api-client';
import { Link, useNavigate } from '@/lib/router';

import { useDepartements } from '../api/get-departements';
import { useOpenTicket } from '../api/open-ticket';
import { useMessageForm } from '../hooks/use-message-form';
import {
  useKeepOpenTicketDraft,
  useOpenTicketDraft,
} from '../hooks/use-open-ticket-draft';
import type { OpenTicketPrefill } from '../utils/open-ticket-draft';

import { MessageFields } from './message-fields';
import classes from './open-ticket.module.css';

/**
 * The fields before the message: a department must be chosen, the
 * subscription is optional, the subject is the contract's (sent trimmed).
 */
const OPEN_TICKET_RULES = {
  deptid: {
    check: (value: string) => (value === '' ? 'department_required' : null),
  },
  serviceid: { check: (): null => null },
  subject: { check: checkTicketSubject },
} satisfies Record<string, FieldRule>;

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
  const statusLabel = useStatusLabel();
  const toPath = useLocalePath();
  const navigate = useNavigate();
  const departements = useDepartements();
  const draft = useOpenTicketDraft(prefill);
  const { restored } = draft;
  const form = useMessageForm({
    mutation: useOpenTicket(),
    rules: OPEN_TICKET_RULES,
    initialValues: restored
      ? {
          deptid: restored.deptid,
          serviceid: restored.serviceid,
          subject: restored.subject,
        }
      : {
          serviceid:
            prefill?.serviceid === null || prefill?.serviceid === undefined
              ? ''
              : String(prefill.serviceid),
          subject: prefill?.subject ?? '',
        },
    initialMessage: restored ? undefined : prefill?.message,
    initialDocument: restored ? restored.message : undefined,
    toFields: (values) => ({
      deptid: Number(values.deptid),
      subject: values.subject.trim(),
      message: values.message,
      serviceid: values.serviceid === '' ? null : Number(values.serviceid),
    }),
    onSent: (answer) => {
      draft.forget();
      notifications.show({
        color: 'teal',
        title: t('tickets.open.success', { tid: answer.tid }),
        message: t('tickets.open.successMessage'),
      });
      void navigate(toPath(paths.ticket(answer.ticketid)));
    },
  });
  useKeepOpenTicketDraft(form, draft);
  const { fields, isSending } = form;

  const departmentOptions = (departements.data ?? []).map((department) => ({
    value: String(department.id),
    label: department.name,
  }));
  const subscriptionOptions = subscriptions.map((subscription) => ({
    value: String(subscription.id),
    label: [
      t('tickets.open.subscriptionOption', {
        name: subscription.name,
        id: subscription.id,
      }),
      subscription.status === 'Active'
        ? null
        : statusLabel('subscription', subscription.status),
    ]
      .filter(Boolean)
      .join(' · '),
  }));

  return (
    <form onSubmit={form.handleSubmit} noValidate aria-busy={isSending}>
      <Stack gap="lg">
        {restored && (
          <Text size="sm" c="dimmed" data-testid="ticket-draft-restored">
            {t('tickets.open.draftRestored')}
          </Text>
        )}
        <div className={classes.row}>
          {departements.isPending ? (
            <Stack gap={6} data-testid="departments-loading">
              <Skeleton height={14} width={110} />
              <Skeleton height={36} />
            </Stack>
          ) : (
            <CheckedSelect
              form={fields}
              field="deptid"
              label={t('tickets.open.department')}
              placeholder={t('tickets.open.departmentPlaceholder')}
              data={departmentOptions}
              error={
                departements.isError
                  ? t(errorKey(departements.error))
                  : undefined
              }
              allowDeselect={false}
              checkIconPosition="right"
              required
              disabled={isSending || departements.isError}
              comboboxProps={{ shadow: 'md' }}
            />
          )}
          <CheckedSelect
            form={fields}
            field="serviceid"
            label={t('tickets.open.subscription')}
            placeholder={t('tickets.open.subscriptionPlaceholder')}
            data={subscriptionOptions}
            clearable
            checkIconPosition="right"
            disabled={isSending || subscriptionOptions.length === 0}
            comboboxProps={{ shadow: 'md' }}
            clearButtonProps={{
              'aria-label': t('tickets.open.clearSubscription'),
            }}
          />
        </div>
        {departements.isError && (
          <Group>
            <Button
              variant="default"
              size="xs"
              onClick={() => void departements.refetch()}
              loading={departements.isFetching}
            >
              {t('common.actions.retry')}
            </Button>
          </Group>
        )}
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

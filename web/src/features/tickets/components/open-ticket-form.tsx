import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';

import {
  Button,
  Group,
  Select,
  Skeleton,
  Stack,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Subscription, UploadLimits } from '@members/contract';
import {
  TICKET_SUBJECT_MAX_LENGTH,
  checkTicketSubject,
} from '@members/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useStatusLabel } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { useLocalePath } from '@/hooks/locale-context';
import { errorKey } from '@/lib/api-client';
import { Link, useNavigate } from '@/lib/router';

import { useDepartements } from '../api/get-departements';
import { useOpenTicket } from '../api/open-ticket';
import { useFieldError } from '../hooks/use-field-error';
import { useMessageForm } from '../hooks/use-message-form';
import type { FieldErrors, TicketField } from '../utils/form-issues';

import { MessageFields } from './message-fields';
import classes from './open-ticket.module.css';

const FIELD_ORDER: readonly TicketField[] = [
  'deptid',
  'serviceid',
  'subject',
  'message',
  'attachments',
];

/**
 * The open-ticket form: department, an optional subscription, subject,
 * a rich-text message (sent as Markdown) and files. Errors show on their
 * fields; on success the new ticket opens.
 */
export function OpenTicketForm({
  subscriptions,
  uploads,
}: {
  subscriptions: Subscription[];
  uploads: UploadLimits | undefined;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const statusLabel = useStatusLabel();
  const toPath = useLocalePath();
  const navigate = useNavigate();
  const departements = useDepartements();
  const [deptid, setDeptid] = useState<string | null>(null);
  const [serviceid, setServiceid] = useState<string | null>(null);
  const [subject, setSubject] = useState('');
  const departmentRef = useRef<HTMLInputElement>(null);
  const subscriptionRef = useRef<HTMLInputElement>(null);
  const subjectRef = useRef<HTMLInputElement>(null);
  const form = useMessageForm({
    mutation: useOpenTicket(),
    order: FIELD_ORDER,
    inputRefs: {
      deptid: departmentRef,
      serviceid: subscriptionRef,
      subject: subjectRef,
    },
    check: (message) => {
      const found: FieldErrors = {};
      if (deptid === null) {
        found.deptid = 'department_required';
      }
      const subjectProblem = checkTicketSubject(subject);
      if (subjectProblem) {
        found.subject = subjectProblem;
      }
      return {
        errors: found,
        fields:
          deptid === null
            ? null
            : {
                deptid: Number(deptid),
                subject: subject.trim(),
                message,
                serviceid: serviceid === null ? null : Number(serviceid),
              },
      };
    },
    onSent: (answer) => {
      notifications.show({
        color: 'teal',
        title: t('tickets.open.success', { tid: answer.tid }),
        message: t('tickets.open.successMessage'),
      });
      void navigate(toPath(paths.ticket(answer.ticketid)));
    },
  });
  const { errors, clearError, isSending } = form;

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
        <div className={classes.row}>
          {departements.isPending ? (
            <Stack gap={6} data-testid="departments-loading">
              <Skeleton height={14} width={110} />
              <Skeleton height={36} />
            </Stack>
          ) : (
            <Select
              ref={departmentRef}
              label={t('tickets.open.department')}
              placeholder={t('tickets.open.departmentPlaceholder')}
              data={departmentOptions}
              value={deptid}
              onChange={(value) => {
                setDeptid(value);
                clearError('deptid');
              }}
              error={
                departements.isError
                  ? t(errorKey(departements.error))
                  : fieldError(errors.deptid)
              }
              allowDeselect={false}
              checkIconPosition="right"
              required
              disabled={isSending || departements.isError}
              comboboxProps={{ shadow: 'md' }}
            />
          )}
          <Select
            ref={subscriptionRef}
            label={t('tickets.open.subscription')}
            placeholder={t('tickets.open.subscriptionPlaceholder')}
            data={subscriptionOptions}
            value={serviceid}
            onChange={(value) => {
              setServiceid(value);
              clearError('serviceid');
            }}
            error={fieldError(errors.serviceid)}
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
        <TextInput
          ref={subjectRef}
          label={t('tickets.open.subject')}
          placeholder={t('tickets.open.subjectPlaceholder')}
          value={subject}
          onChange={(event) => {
            setSubject(event.currentTarget.value);
            clearError('subject');
          }}
          error={fieldError(errors.subject)}
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

import { notifications } from '@mantine/notifications';
import { checkTicketSubject } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { paths } from '@/config/paths';
import { useLocalePath } from '@/hooks/locale-context';
import type { FieldRule } from '@/hooks/use-field-form';
import { useNavigate } from '@/lib/router';

import { useOpenTicket } from '../api/open-ticket';
import type { OpenTicketPrefill } from '../utils/open-ticket-draft';

import { useMessageForm } from './use-message-form';
import {
  useKeepOpenTicketDraft,
  useOpenTicketDraft,
} from './use-open-ticket-draft';

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

/**
 * The open-ticket form's state: its fields start from the kept draft, else
 * from the prefill; the draft is kept as the customer writes and forgotten
 * once the ticket is sent, which opens it.
 */
export function useOpenTicketForm(prefill: OpenTicketPrefill | undefined) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const navigate = useNavigate();
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
          deptid:
            prefill?.deptid === null || prefill?.deptid === undefined
              ? ''
              : String(prefill.deptid),
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
  return { form, draft };
}

import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';

import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { paidPeriodEnd } from '@members/contract';
import type {
  CancellationKind,
  CancelRequestRequest,
  CancelRequestResponse,
  Subscription,
} from '@members/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import {
  CheckedSelect,
  CheckedTextarea,
  CheckedTextInput,
} from '@/components/form/checked-fields';
import { FormBanner } from '@/components/ui/form-banner';
import { useLocale } from '@/hooks/locale-context';
import { useBillingToday } from '@/hooks/use-billing-today';
import { useFieldForm } from '@/hooks/use-field-form';
import { fieldErrorsOf, useFormError } from '@/hooks/use-form-error';
import { formatDate } from '@/utils/format';

import { useCancelRequest } from '../api/cancel-request';
import { cancelRules, CONTRACT_REQUIRED } from '../utils/cancel-rules';
import type { CancelField, EndChoice } from '../utils/cancel-rules';

import classes from './cancel.module.css';

const CANCEL_FIELDS: readonly CancelField[] = [
  'reason',
  'name',
  'email',
  'serviceid',
  'serviceRef',
  'endAt',
];

/** An ended subscription is refused on the field that named it. */
const OVERRIDES = {
  NOT_CANCELLABLE: {
    serviceid: 'NOT_CANCELLABLE',
    serviceRef: 'NOT_CANCELLABLE',
  },
};

/** Who is cancelling, as the form starts: empty for a guest. */
export interface CancelPrefill {
  name: string;
  email: string;
  serviceid?: number;
}

/**
 * The confirmation page's declaration (§ 312k BGB): ordinary or
 * extraordinary (with its reason), who cancels and where the confirmation
 * goes, which contract (a signed-in customer's own subscriptions; a guest
 * names it), when it ends, and one button. Each field is checked with the
 * contract's checker as it is typed; a refusal shows on its field.
 */
export function CancelForm({
  subscriptions,
  prefill,
  onReceipt,
}: {
  /** A signed-in customer's subscriptions that can be cancelled; null for a guest. */
  subscriptions: Subscription[] | null;
  prefill: CancelPrefill;
  onReceipt: (response: CancelRequestResponse) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const failureMessage = useFormError();
  const mutation = useCancelRequest();
  const isSignedIn = subscriptions !== null;
  const [kind, setKind] = useState<CancellationKind>('ordinary');
  const [endChoice, setEndChoice] = useState<EndChoice>('endOfPeriod');
  const [formError, setFormError] = useState<string | null>(null);
  const today = useBillingToday();

  const isOwn = (id: number | undefined) =>
    subscriptions?.some((sub) => sub.id === id) ?? false;
  const firstId = isOwn(prefill.serviceid)
    ? prefill.serviceid
    : subscriptions?.length === 1
      ? subscriptions[0]?.id
      : undefined;
  const [chosenId, setChosenId] = useState(
    firstId === undefined ? '' : String(firstId),
  );
  const chosen = subscriptions?.find((sub) => String(sub.id) === chosenId);
  // The paid period ends on the next due date; one already past (a Pending
  // order) lets it end today, as the server decides.
  const latest = chosen ? paidPeriodEnd(chosen.nextDueDate, today) : null;

  const form = useFieldForm<CancelField>({
    rules: cancelRules({ kind, isSignedIn, endChoice, today, latest }),
    initialValues: {
      name: prefill.name,
      email: prefill.email,
      serviceid: chosenId,
    },
    error: mutation.error,
    overrides: OVERRIDES,
    ownMessages: {
      [CONTRACT_REQUIRED]: t('cancel.form.contractRequired'),
      NOT_CANCELLABLE: t('errors.NOT_CANCELLABLE'),
    },
    onEdit: () => setFormError(null),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) {
      return;
    }
    setFormError(null);
    const checked = form.check();
    if (!checked) {
      return;
    }
    const body: CancelRequestRequest = {
      kind,
      reason: kind === 'extraordinary' ? checked.reason : '',
      name: checked.name,
      email: checked.email,
      endAt: endChoice === 'date' ? checked.endAt : 'endOfPeriod',
      locale,
      ...(isSignedIn
        ? { serviceid: Number(checked.serviceid) }
        : { serviceRef: checked.serviceRef }),
    };
    try {
      onReceipt(await mutation.mutateAsync(body));
    } catch (error) {
      if (Object.keys(fieldErrorsOf(error, CANCEL_FIELDS, OVERRIDES)).length) {
        form.focusFailure(error);
        return;
      }
      setFormError(failureMessage(error));
    }
  }

  // Fields are read-only (not disabled) while it is sent: a refused one
  // can take the focus as soon as the answer comes.
  const isPending = mutation.isPending;
  const periodEnd = formatDate(latest, locale);

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      className={classes.form}
      aria-label={t('cancel.form.label')}
      aria-busy={isPending || undefined}
    >
      <Radio.Group
        label={t('cancel.form.kind')}
        value={kind}
        onChange={(value) => {
          setKind(value as CancellationKind);
          form.setProblem('reason', null);
        }}
        required
      >
        <Stack gap="sm" mt="xs">
          <Radio
            value="ordinary"
            label={t('cancel.form.ordinary')}
            description={t('cancel.form.ordinaryHelp')}
            disabled={isPending}
          />
          <Radio
            value="extraordinary"
            label={t('cancel.form.extraordinary')}
            description={t('cancel.form.extraordinaryHelp')}
            disabled={isPending}
          />
        </Stack>
      </Radio.Group>
      {kind === 'extraordinary' && (
        <CheckedTextarea
          form={form}
          field="reason"
          label={t('cancel.form.reason')}
          required
          rows={3}
          resize="vertical"
          disabled={isPending}
        />
      )}
      <CheckedTextInput
        form={form}
        field="name"
        label={t('cancel.form.name')}
        autoComplete="name"
        required
        readOnly={isPending}
      />
      <CheckedTextInput
        form={form}
        field="email"
        type="email"
        label={t('cancel.form.email')}
        description={t('cancel.form.emailHelp')}
        autoComplete="email"
        inputMode="email"
        required
        readOnly={isPending}
      />
      {subscriptions ? (
        <CheckedSelect
          form={form}
          field="serviceid"
          label={t('cancel.form.contract')}
          placeholder={t('cancel.form.contractPlaceholder')}
          data={subscriptions.map((sub) => ({
            value: String(sub.id),
            label: t('cancel.form.contractOption', {
              name: sub.name,
              username: sub.username || `#${sub.id}`,
              date: formatDate(sub.nextDueDate, locale) || '—',
            }),
          }))}
          onChange={(value) => {
            form.setValue('serviceid', value ?? '');
            setChosenId(value ?? '');
            form.setProblem('endAt', null);
          }}
          allowDeselect={false}
          required
          readOnly={isPending}
          comboboxProps={{ withinPortal: true }}
        />
      ) : (
        <CheckedTextInput
          form={form}
          field="serviceRef"
          label={t('cancel.form.serviceRef')}
          description={t('cancel.form.serviceRefHelp')}
          autoComplete="off"
          required
          readOnly={isPending}
        />
      )}
      <Radio.Group
        label={t('cancel.form.end')}
        value={endChoice}
        onChange={(value) => {
          setEndChoice(value as EndChoice);
          form.setProblem('endAt', null);
        }}
        required
      >
        <Stack gap="sm" mt="xs">
          <Radio
            value="endOfPeriod"
            label={
              periodEnd
                ? t('cancel.form.endOfPeriodOn', { date: periodEnd })
                : t('cancel.form.endOfPeriod')
            }
            disabled={isPending}
          />
          <Radio
            value="date"
            label={t('cancel.form.onDate')}
            disabled={isPending}
          />
        </Stack>
      </Radio.Group>
      {endChoice === 'date' && (
        <CheckedTextInput
          form={form}
          field="endAt"
          type="date"
          label={t('cancel.form.date')}
          description={
            periodEnd
              ? t('cancel.form.dateHelp', { date: periodEnd })
              : t('cancel.form.dateHelpOpen')
          }
          min={today}
          max={latest ?? undefined}
          required
          readOnly={isPending}
          className={classes.date}
        />
      )}
      {formError && <FormBanner>{formError}</FormBanner>}
      <Group justify="flex-start" className={classes.actions}>
        <Button
          type="submit"
          size="md"
          loading={isPending}
          className={classes.submit}
        >
          {t('cancel.form.submit')}
        </Button>
        <Text size="sm" c="dimmed" aria-live="polite">
          {isPending ? t('cancel.form.sending') : ''}
        </Text>
      </Group>
    </form>
  );
}

import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';

import { Button, Group, Text } from '@mantine/core';
import type {
  Currency,
  EnvResponse,
  WithdrawalResponse,
} from '@members/contract';
import {
  fromCents,
  LOCALE_TAGS,
  WITHDRAWAL_NOTES_MAX_LENGTH,
} from '@members/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  CheckedSelect,
  CheckedTextarea,
  CheckedTextInput,
} from '@/components/form/checked-fields';
import { FormBanner } from '@/components/ui/form-banner';
import { IconLock } from '@/components/ui/icons';
import { useAttemptKey } from '@/hooks/attempt-key';
import { useLocale } from '@/hooks/locale-context';
import { useFieldForm } from '@/hooks/use-field-form';
import { fieldErrorsOf, useFormError } from '@/hooks/use-form-error';
import { ApiError } from '@/lib/api-client';
import {
  formatAmountInput,
  toMoney,
  toRequestAmount,
} from '@/utils/amount-input';
import { formatMoney } from '@/utils/format';

import { withdrawalsQueryOptions } from '../api/get-withdrawals';
import { useWithdrawal } from '../api/withdrawal';
import {
  AMOUNT_ABOVE_BALANCE,
  WITHDRAWAL_FIELDS,
  withdrawalRules,
} from '../utils/withdrawal-draft';

import classes from './withdrawal.module.css';

/** A payment method as configured (`env.withdrawalMethods`). */
export type WithdrawalMethod = EnvResponse['withdrawalMethods'][number];

/** Who asks: both must be known before anything is sent (product rules: Validation). */
export interface WithdrawalIdentity {
  userid: number | null;
  email: string | null;
}

/** What the page shows after a request went through. */
export interface SentWithdrawal {
  ticketid: number;
  tid: string;
  amount: string;
  method: string;
}

/**
 * The withdrawal form: amount with its currency and a Max button (the
 * available balance), payment method and notes. Checked here as the server
 * checks; a refused request says why, per field where the server names one.
 */
export function WithdrawalForm({
  availableCents,
  currency,
  methods,
  identity,
  onSent,
  onSignInAgain,
  isSigningOut = false,
}: {
  availableCents: number;
  currency: Currency;
  methods: WithdrawalMethod[];
  identity: WithdrawalIdentity;
  onSent: (sent: SentWithdrawal, response: WithdrawalResponse) => void;
  onSignInAgain: () => void;
  isSigningOut?: boolean;
}) {
  const { t } = useTranslation();
  const failureMessage = useFormError();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const mutation = useWithdrawal();
  const { keyFor, settle } = useAttemptKey();
  const [formError, setFormError] = useState<string | null>(null);
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const available = formatMoney(fromCents(availableCents), currency, locale);
  const form = useFieldForm({
    rules: withdrawalRules({
      availableCents,
      methodIds: methods.map((method) => method.id),
    }),
    initialValues: {
      paymentmethod: methods.length === 1 ? (methods[0]?.id ?? '') : '',
    },
    error: mutation.error,
    // The balance is the one refusal that is not a field checker's.
    ownMessages: {
      [AMOUNT_ABOVE_BALANCE]: t('withdrawal.form.errors.amountAboveBalance', {
        amount: available,
      }),
    },
    onEdit: () => setFormError(null),
  });
  const draft = form.values;

  function showFailure(error: unknown) {
    if (error instanceof ApiError && error.code === 'REAUTH_REQUIRED') {
      setNeedsSignIn(true);
      return;
    }
    const fieldErrors = fieldErrorsOf(error, WITHDRAWAL_FIELDS);
    if (Object.keys(fieldErrors).length > 0) {
      form.focusFailure(error);
      if (fieldErrors.amount === AMOUNT_ABOVE_BALANCE) {
        void queryClient.invalidateQueries({
          queryKey: withdrawalsQueryOptions().queryKey,
        });
      }
      return;
    }
    setFormError(failureMessage(error));
  }

  /** The withdrawal action (product rules: Validation): sends only a complete draft; false when nothing went through. */
  async function requestWithdrawal(): Promise<WithdrawalResponse | false> {
    if (mutation.isPending) {
      return false;
    }
    setFormError(null);
    setNeedsSignIn(false);
    const checked = form.check();
    if (!checked) {
      return false;
    }
    if (!identity.userid || !identity.email) {
      setFormError(t('withdrawal.form.errors.identity'));
      return false;
    }
    const body = {
      clientid: identity.userid,
      email: identity.email,
      amount: toRequestAmount(checked.amount),
      paymentmethod: checked.paymentmethod,
      notes: checked.notes.trim(),
    };
    try {
      const response = await mutation.mutateAsync({
        body,
        idempotencyKey: keyFor(body),
      });
      settle();
      return response;
    } catch (error) {
      settle(error);
      showFailure(error);
      return false;
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const response = await requestWithdrawal();
    if (!response) {
      return;
    }
    const method =
      methods.find((entry) => entry.id === draft.paymentmethod)?.name ??
      draft.paymentmethod;
    const listed = response.withdrawals.find(
      (entry) => entry.ticketid === response.ticketid,
    );
    const amount = listed?.amount ?? toMoney(draft.amount);
    onSent(
      {
        ticketid: response.ticketid,
        tid: response.tid,
        amount: formatMoney(amount, response.currency, locale),
        method,
      },
      response,
    );
  }

  function handleMax() {
    form.setValue(
      'amount',
      formatAmountInput(availableCents, LOCALE_TAGS[locale]),
    );
    form.focus('amount');
  }

  const isPending = mutation.isPending;
  const symbol = currency.prefix.trim() || currency.code;

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      className={classes.form}
      aria-label={t('withdrawal.form.title')}
    >
      <CheckedTextInput
        form={form}
        field="amount"
        label={t('withdrawal.form.amount')}
        description={t('withdrawal.form.amountHelp', { amount: available })}
        inputMode="decimal"
        autoComplete="off"
        placeholder={formatAmountInput(0, LOCALE_TAGS[locale])}
        required
        disabled={isPending}
        leftSection={
          <Text span fw={600} size="sm" c="dimmed">
            {symbol}
          </Text>
        }
        rightSection={
          <Button
            size="compact-sm"
            variant="light"
            onClick={handleMax}
            disabled={isPending}
            className={classes.maxButton}
          >
            {t('withdrawal.form.max')}
          </Button>
        }
        rightSectionWidth={68}
        classNames={{ input: classes.amountInput }}
      />
      <CheckedSelect
        form={form}
        field="paymentmethod"
        label={t('withdrawal.form.method')}
        placeholder={t('withdrawal.form.methodPlaceholder')}
        data={methods.map((method) => ({
          value: method.id,
          label: method.name,
        }))}
        allowDeselect={false}
        required
        disabled={isPending}
        comboboxProps={{ withinPortal: true }}
      />
      <CheckedTextarea
        form={form}
        field="notes"
        label={t('withdrawal.form.notes')}
        description={t('withdrawal.form.notesHelp')}
        rows={4}
        resize="vertical"
        maxLength={WITHDRAWAL_NOTES_MAX_LENGTH}
        disabled={isPending}
      />
      <Text size="xs" c="dimmed" ta="right" className={classes.counter}>
        {t('withdrawal.form.notesCount', {
          count: draft.notes.length,
          max: WITHDRAWAL_NOTES_MAX_LENGTH,
        })}
      </Text>
      {formError && <FormBanner>{formError}</FormBanner>}
      {needsSignIn && (
        <FormBanner
          color="yellow"
          icon={<IconLock size={18} />}
          title={t('withdrawal.reauth.title')}
        >
          <Text size="sm">{t('withdrawal.reauth.description')}</Text>
          <Button
            mt="sm"
            size="sm"
            onClick={onSignInAgain}
            loading={isSigningOut}
          >
            {t('withdrawal.reauth.action')}
          </Button>
        </FormBanner>
      )}
      <Group justify="flex-end" className={classes.actions}>
        <Button type="submit" loading={isPending} className={classes.submit}>
          {t('withdrawal.form.submit')}
        </Button>
      </Group>
    </form>
  );
}

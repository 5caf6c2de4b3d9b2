import type {
  Currency,
  EnvResponse,
  Locale,
  WithdrawalResponse,
} from '@members/contract';
import { fromCents } from '@members/contract';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useAttemptKey } from '@/hooks/attempt-key';
import { useLocale } from '@/hooks/locale-context';
import { useFieldForm } from '@/hooks/use-field-form';
import { toMoney, toRequestAmount } from '@/utils/amount-input';
import { formatMoney } from '@/utils/format';

import { useWithdrawal } from '../api/withdrawal';
import {
  AMOUNT_ABOVE_BALANCE,
  withdrawalRules,
} from '../utils/withdrawal-draft';
import type { WithdrawalField } from '../utils/withdrawal-draft';

import { useWithdrawalFailure } from './use-withdrawal-failure';

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
 * What the page shows of a request that went through: the method's name, and
 * the amount as the server listed it (else as typed).
 */
function sentWithdrawalOf(
  response: WithdrawalResponse,
  draft: Record<WithdrawalField, string>,
  methods: WithdrawalMethod[],
  locale: Locale,
): SentWithdrawal {
  const method =
    methods.find((entry) => entry.id === draft.paymentmethod)?.name ??
    draft.paymentmethod;
  const listed = response.withdrawals.find(
    (entry) => entry.ticketid === response.ticketid,
  );
  const amount = listed?.amount ?? toMoney(draft.amount);
  return {
    ticketid: response.ticketid,
    tid: response.tid,
    amount: formatMoney(amount, response.currency, locale),
    method,
  };
}

/** What the withdrawal form is for: the balance, the methods, who asks and what follows. */
interface WithdrawalFormOptions {
  availableCents: number;
  currency: Currency;
  methods: WithdrawalMethod[];
  identity: WithdrawalIdentity;
  onSent: (sent: SentWithdrawal, response: WithdrawalResponse) => void;
}

/** The request sent for a checked draft, on behalf of who asks. */
function withdrawalRequestOf(
  checked: Record<WithdrawalField, string>,
  clientid: number,
  email: string,
) {
  return {
    clientid,
    email,
    amount: toRequestAmount(checked.amount),
    paymentmethod: checked.paymentmethod,
    notes: checked.notes.trim(),
  };
}

/**
 * The withdrawal form's state and its sending: the fields checked as the
 * server checks them, the request sent once per attempt, and what went
 * through handed on, or why it was refused shown.
 */
export function useWithdrawalForm({
  availableCents,
  currency,
  methods,
  identity,
  onSent,
}: WithdrawalFormOptions) {
  const { t } = useTranslation();
  const locale = useLocale();
  const mutation = useWithdrawal();
  const { keyFor, settle } = useAttemptKey();
  const failure = useWithdrawalFailure();
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
    onEdit: () => failure.setFormError(null),
  });

  /** The withdrawal action (product rules: Validation): sends only a complete draft; false when nothing went through. */
  async function requestWithdrawal(): Promise<WithdrawalResponse | false> {
    if (mutation.isPending) {
      return false;
    }
    failure.setFormError(null);
    failure.setNeedsSignIn(false);
    const checked = form.check();
    if (!checked) {
      return false;
    }
    if (!identity.userid || !identity.email) {
      failure.setFormError(t('withdrawal.form.errors.identity'));
      return false;
    }
    const body = withdrawalRequestOf(checked, identity.userid, identity.email);
    try {
      const response = await mutation.mutateAsync({
        body,
        idempotencyKey: keyFor(body),
      });
      settle();
      return response;
    } catch (error) {
      settle(error);
      failure.showFailure(error, form);
      return false;
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const response = await requestWithdrawal();
    if (!response) {
      return;
    }
    onSent(sentWithdrawalOf(response, form.values, methods, locale), response);
  }

  return {
    form,
    available,
    isPending: mutation.isPending,
    formError: failure.formError,
    needsSignIn: failure.needsSignIn,
    handleSubmit,
  };
}

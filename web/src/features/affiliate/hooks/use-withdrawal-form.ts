import type {
  Currency,
  EnvResponse,
  Locale,
  WithdrawalResponse,
} from '@members/contract';
import { fromCents } from '@members/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useLocale } from '@/hooks/locale-context';
import { useFieldForm } from '@/hooks/use-field-form';
import { useFormSubmission } from '@/hooks/use-form-submission';
import { ApiError } from '@/lib/api-client';
import { toMoney, toRequestAmount } from '@/utils/amount-input';
import { formatMoney } from '@/utils/format';

import { useWithdrawal } from '../api/withdrawal';
import {
  AMOUNT_ABOVE_BALANCE,
  withdrawalRules,
} from '../utils/withdrawal-draft';
import type { WithdrawalField } from '../utils/withdrawal-draft';

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

/** Whether a refusal asks for a fresh sign-in first (its own banner says so). */
function isReauthRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'REAUTH_REQUIRED';
}

/**
 * The withdrawal form's state and its sending: the fields checked as the
 * server checks them, the request sent through the form's submission, and
 * what went through handed on, or why it was refused shown (a sign-in asked
 * again, on its field, or in the banner).
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
  const [isIdentityMissing, setIsIdentityMissing] = useState(false);
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
    onEdit: () => forgetBanner({ isSignInKept: true }),
  });
  const submission = useFormSubmission(mutation, { form });
  const needsSignIn = isReauthRequired(submission.error);

  /**
   * Forgets the failure a banner shows (an edit keeps the sign-in asked);
   * one on the fields goes as its fields are edited.
   */
  function forgetBanner({ isSignInKept }: { isSignInKept: boolean }) {
    setIsIdentityMissing(false);
    if (!(isSignInKept && needsSignIn)) {
      submission.clearBanner();
    }
  }

  /** The withdrawal action (product rules: Validation): sends only a complete draft. */
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    forgetBanner({ isSignInKept: false });
    const checked = form.check();
    if (!checked) {
      return;
    }
    if (!identity.userid || !identity.email) {
      setIsIdentityMissing(true);
      return;
    }
    const body = withdrawalRequestOf(checked, identity.userid, identity.email);
    submission.submit(body, {
      onSuccess: (response) =>
        onSent(sentWithdrawalOf(response, checked, methods, locale), response),
    });
  }

  return {
    form,
    available,
    isPending: submission.isPending,
    formError: isIdentityMissing
      ? t('withdrawal.form.errors.identity')
      : needsSignIn
        ? null
        : submission.banner,
    needsSignIn,
    handleSubmit,
  };
}

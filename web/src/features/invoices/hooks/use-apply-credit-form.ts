import { notifications } from '@mantine/notifications';
import type {
  AccountCredit,
  ApplyCreditResponse,
  Invoice,
  Locale,
} from '@members/contract';
import { LOCALE_TAGS, toCents } from '@members/contract';
import type { TFunction } from 'i18next';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useLocale } from '@/hooks/locale-context';
import { useFieldForm } from '@/hooks/use-field-form';
import { useFormSubmission } from '@/hooks/use-form-submission';
import {
  formatAmountInput,
  toMoney,
  toRequestAmount,
} from '@/utils/amount-input';
import { formatMoney } from '@/utils/format';

import type { ApplyCreditMutation } from '../api/apply-credit';
import {
  AMOUNT_ABOVE_CREDIT,
  AMOUNT_ABOVE_DUE,
  applyCreditRules,
  defaultCreditCents,
} from '../utils/apply-credit-draft';

/**
 * The form's own texts for the amount: required, above the credit, above
 * what the invoice still needs.
 */
function amountMessages(t: TFunction, creditText: string, balanceText: string) {
  return {
    amount_required: t('invoices.credit.errors.required'),
    [AMOUNT_ABOVE_CREDIT]: t('invoices.credit.errors.aboveCredit', {
      amount: creditText,
    }),
    [AMOUNT_ABOVE_DUE]: t('invoices.credit.errors.aboveDue', {
      amount: balanceText,
    }),
  };
}

/** Tells the customer how much credit was applied and how much is left. */
function notifyApplied(
  answer: ApplyCreditResponse,
  credit: AccountCredit,
  t: TFunction,
  locale: Locale,
) {
  notifications.show({
    color: 'teal',
    title: t('invoices.credit.appliedTitle'),
    message: t('invoices.credit.appliedMessage', {
      amount: formatMoney(answer.applied, credit.currency, locale),
      credit: formatMoney(answer.credit.amount, answer.credit.currency, locale),
    }),
  });
}

/**
 * The apply-credit form's state: the amount (as much as the invoice still
 * needs) checked as the server checks it, the amount being confirmed, and the
 * confirmed amount sent through the form's submission. The mutation is the
 * card's, so that a refusal stays shown when the refetched credit fills the
 * form in afresh.
 */
export function useApplyCreditForm({
  invoice,
  credit,
  mutation,
}: {
  invoice: Invoice;
  credit: AccountCredit;
  mutation: ApplyCreditMutation;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [confirming, setConfirming] = useState<string | null>(null);
  const creditCents = toCents(credit.amount);
  const balanceCents = toCents(invoice.balance);
  const creditText = formatMoney(credit.amount, credit.currency, locale);
  const balanceText = formatMoney(invoice.balance, invoice.currency, locale);
  const form = useFieldForm({
    rules: applyCreditRules({ creditCents, balanceCents }),
    initialValues: {
      amount: formatAmountInput(
        defaultCreditCents(creditCents, balanceCents),
        LOCALE_TAGS[locale],
      ),
    },
    error: mutation.error,
    ownMessages: amountMessages(t, creditText, balanceText),
    onEdit: (): void => submission.clearBanner(),
  });
  const submission = useFormSubmission(mutation, { form });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submission.clearBanner();
    const checked = form.check();
    if (checked) {
      setConfirming(checked.amount);
    }
  }

  function handleClose() {
    if (!submission.isPending) {
      setConfirming(null);
    }
  }

  function handleConfirm() {
    if (confirming === null) {
      return;
    }
    const body = {
      invoiceid: invoice.invoiceid,
      amount: toRequestAmount(confirming),
    };
    submission.submit(body, {
      onSuccess: (answer) => {
        setConfirming(null);
        notifyApplied(answer, credit, t, locale);
      },
      onError: () => setConfirming(null),
    });
  }

  return {
    form,
    creditText,
    isConfirming: confirming !== null,
    confirmingText:
      confirming === null
        ? ''
        : formatMoney(toMoney(confirming), credit.currency, locale),
    isPending: submission.isPending,
    banner: submission.banner,
    handleSubmit,
    handleClose,
    handleConfirm,
  };
}

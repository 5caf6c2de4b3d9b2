import { paidPeriodEnd } from '@members/contract';
import type {
  CancellationKind,
  CancelRequestRequest,
  CancelRequestResponse,
  Locale,
  Subscription,
} from '@members/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useLocale } from '@/hooks/locale-context';
import { useBillingToday } from '@/hooks/use-billing-today';
import { useFieldForm } from '@/hooks/use-field-form';
import { useFormSubmission } from '@/hooks/use-form-submission';

import { useCancelRequest } from '../api/cancel-request';
import { cancelRules, CONTRACT_REQUIRED } from '../utils/cancel-rules';
import type { CancelField, EndChoice } from '../utils/cancel-rules';

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
 * The contract the form starts with: the prefilled one if it is the
 * customer's own, else the only one they have.
 */
function firstServiceId(
  subscriptions: Subscription[] | null,
  prefill: CancelPrefill,
) {
  const isOwn = (id: number | undefined) =>
    subscriptions?.some((sub) => sub.id === id) ?? false;
  const firstId = isOwn(prefill.serviceid)
    ? prefill.serviceid
    : subscriptions?.length === 1
      ? subscriptions[0]?.id
      : undefined;
  return firstId === undefined ? '' : String(firstId);
}

/**
 * The declaration sent from the checked fields: the reason only when it is
 * extraordinary, the date only when one is chosen, the contract as named.
 */
function cancelRequestOf(
  checked: Record<CancelField, string>,
  {
    kind,
    endChoice,
    locale,
    isSignedIn,
  }: {
    kind: CancellationKind;
    endChoice: EndChoice;
    locale: Locale;
    isSignedIn: boolean;
  },
): CancelRequestRequest {
  return {
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
}

/**
 * The cancel form's state and its sending: the kind, the contract chosen and
 * when it ends, the fields checked with the contract's checkers, and the
 * declaration sent, its receipt handed on or its refusal shown.
 */
export function useCancelForm({
  subscriptions,
  prefill,
  onReceipt,
}: {
  subscriptions: Subscription[] | null;
  prefill: CancelPrefill;
  onReceipt: (response: CancelRequestResponse) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const mutation = useCancelRequest();
  const isSignedIn = subscriptions !== null;
  const [kind, setKind] = useState<CancellationKind>('ordinary');
  const [endChoice, setEndChoice] = useState<EndChoice>('endOfPeriod');
  const today = useBillingToday();

  const [chosenId, setChosenId] = useState(() =>
    firstServiceId(subscriptions, prefill),
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
    onEdit: () => submission.clearBanner(),
  });
  const submission = useFormSubmission(mutation, { form });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submission.clearBanner();
    const checked = form.check();
    if (!checked) {
      return;
    }
    const body = cancelRequestOf(checked, {
      kind,
      endChoice,
      locale,
      isSignedIn,
    });
    submission.submit(body, { onSuccess: (response) => onReceipt(response) });
  }

  return {
    form,
    kind,
    setKind,
    endChoice,
    setEndChoice,
    setChosenId,
    formError: submission.banner,
    today,
    latest,
    isPending: submission.isPending,
    handleSubmit,
  };
}

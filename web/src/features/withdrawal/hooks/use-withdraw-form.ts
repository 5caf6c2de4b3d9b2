import type {
  Locale,
  WithdrawableLine,
  WithdrawRequest,
  WithdrawResponse,
} from '@members/contract';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useLocale } from '@/hooks/locale-context';
import { useFieldForm } from '@/hooks/use-field-form';
import { fieldErrorsOf } from '@/hooks/use-form-error';
import { useFormSubmission } from '@/hooks/use-form-submission';

import { useWithdraw } from '../api/withdraw';
import { LINE_REQUIRED, withdrawRules } from '../utils/withdraw-rules';
import type { WithdrawField } from '../utils/withdraw-rules';

/** A line that is not the customer's (or is unknown) is refused on the field that named it. */
const OVERRIDES = {
  NOT_FOUND: { serviceid: 'NOT_FOUND', serviceRef: 'NOT_FOUND' },
};

const FIELDS: readonly WithdrawField[] = [
  'name',
  'email',
  'serviceid',
  'serviceRef',
  'reason',
];

/** Who is withdrawing, as the form starts: empty for a guest. */
export interface WithdrawPrefill {
  name: string;
  email: string;
  serviceid?: number;
}

/** The form's two steps: the declaration, then its summary and confirmation. */
export type WithdrawStep = 'form' | 'summary';

/**
 * The line the form starts with: the prefilled one if it is among the
 * customer's offered lines, else the only one they have.
 */
function firstServiceId(
  lines: readonly WithdrawableLine[] | null,
  prefill: WithdrawPrefill,
): string {
  const isOffered = (id: number | undefined) =>
    lines?.some((line) => line.serviceid === id) ?? false;
  const firstId = isOffered(prefill.serviceid)
    ? prefill.serviceid
    : lines?.length === 1
      ? lines[0]?.serviceid
      : undefined;
  return firstId === undefined ? '' : String(firstId);
}

/** The declaration sent from the checked fields: the contract as named, confirmed. */
function withdrawRequestOf(
  checked: Record<WithdrawField, string>,
  { locale, isSignedIn }: { locale: Locale; isSignedIn: boolean },
): WithdrawRequest {
  return {
    name: checked.name,
    email: checked.email,
    reason: checked.reason,
    confirmed: true,
    locale,
    ...(isSignedIn
      ? { serviceid: Number(checked.serviceid) }
      : { serviceRef: checked.serviceRef }),
  };
}

/**
 * The withdraw form's state and its sending (§ 356a BGB): step 1 checks the
 * fields with the contract's checkers and sends nothing; step 2 shows what
 * is declared and sends it once, with `confirmed`, when "Confirm
 * withdrawal" is pressed. A refusal that names a field leads back to it.
 */
export function useWithdrawForm({
  lines,
  prefill,
  onReceipt,
}: {
  /** A signed-in customer's offered lines; null for a guest. */
  lines: readonly WithdrawableLine[] | null;
  prefill: WithdrawPrefill;
  onReceipt: (response: WithdrawResponse) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const mutation = useWithdraw();
  const isSignedIn = lines !== null;
  const [step, setStep] = useState<WithdrawStep>('form');
  const [checked, setChecked] = useState<Record<WithdrawField, string> | null>(
    null,
  );
  const [isFocusingFailure, setIsFocusingFailure] = useState(false);

  const form = useFieldForm<WithdrawField>({
    rules: withdrawRules(isSignedIn),
    initialValues: {
      name: prefill.name,
      email: prefill.email,
      serviceid: firstServiceId(lines, prefill),
    },
    error: mutation.error,
    overrides: OVERRIDES,
    ownMessages: {
      [LINE_REQUIRED]: t('withdraw.form.lineRequired'),
      NOT_FOUND: t('withdraw.form.lineNotFound'),
    },
    onEdit: () => submission.clearBanner(),
  });
  const submission = useFormSubmission(mutation, { form });

  // A refusal of a field is shown on it: back to step 1, then its focus.
  useEffect(() => {
    if (isFocusingFailure && step === 'form') {
      form.focusFailure(mutation.error);
      setIsFocusingFailure(false);
    }
  }, [isFocusingFailure, step, form, mutation.error]);

  /** Step 1's "Next": checks every field; nothing is sent. */
  function handleNext(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submission.clearBanner();
    const values = form.check();
    if (!values) {
      return;
    }
    setChecked(values);
    setStep('summary');
  }

  /** Step 2's way back to change the declaration. */
  function handleBack() {
    submission.clearBanner();
    setStep('form');
  }

  /** Step 2's "Confirm withdrawal": sends the declaration. */
  function handleConfirm() {
    if (!checked) {
      return;
    }
    submission.submit(withdrawRequestOf(checked, { locale, isSignedIn }), {
      onSuccess: (response) => onReceipt(response),
      onError: (error) => {
        if (Object.keys(fieldErrorsOf(error, FIELDS, OVERRIDES)).length > 0) {
          setStep('form');
          setIsFocusingFailure(true);
        }
      },
    });
  }

  return {
    form,
    step,
    checked,
    formError: submission.banner,
    isPending: submission.isPending,
    handleNext,
    handleBack,
    handleConfirm,
  };
}

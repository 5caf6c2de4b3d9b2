import { checkLoginCode } from '@members/contract';
import type { Profile } from '@members/contract';
import { useRef } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useFieldForm } from '@/hooks/use-field-form';
import { useFormSubmission } from '@/hooks/use-form-submission';

import { useChangeEmail, useConfirmEmail } from '../api/profile';

/** A wrong or expired code shows on the code. */
const CODE_OVERRIDES = { EMAIL_CODE_INVALID: { code: 'email_code_invalid' } };

/**
 * The code form of a new sign-in address: the code confirms it
 * (`confirmEmail`), a resend asks for another (`changeEmail`).
 */
export function useEmailCodeForm({
  email,
  onConfirmed,
  onSent,
}: {
  email: string;
  onConfirmed: (profile: Profile) => void;
  onSent: (email: string, expiresAt: string) => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmEmail();
  const codeRef = useRef<HTMLDivElement>(null);
  const form = useFieldForm<'code'>({
    rules: {
      code: {
        check: checkLoginCode,
        focus: () => {
          const boxes = [...(codeRef.current?.querySelectorAll('input') ?? [])];
          (boxes.find((box) => box.value === '') ?? boxes[0])?.focus();
        },
      },
    },
    error: confirm.error,
    overrides: CODE_OVERRIDES,
    ownMessages: { email_code_invalid: t('errors.EMAIL_CODE_INVALID') },
    onEdit: () => clearBanner(),
  });
  const confirming = useFormSubmission(confirm, { form });
  const resending = useFormSubmission(useChangeEmail());
  // One banner for both: it goes on an edit or either new try; the code's
  // own refusal stays until it is edited.
  function clearBanner() {
    confirming.clearBanner();
    resending.clearBanner();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirming.isPending) {
      return;
    }
    clearBanner();
    const checked = form.check();
    if (!checked) {
      return;
    }
    confirming.submit({ code: checked.code }, { onSuccess: onConfirmed });
  }

  function handleResend() {
    clearBanner();
    resending.submit(
      { newEmail: email },
      {
        onSuccess: (answer) => {
          form.clear();
          onSent(answer.pendingEmail, answer.expiresAt);
          form.focus('code');
        },
      },
    );
  }

  return {
    form,
    codeRef,
    formError: confirming.banner ?? resending.banner,
    isConfirming: confirming.isPending,
    isResending: resending.isPending,
    handleSubmit,
    handleResend,
  };
}

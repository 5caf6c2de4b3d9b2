import { checkLoginCode } from '@members/contract';
import type { Profile } from '@members/contract';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useFieldForm } from '@/hooks/use-field-form';
import { fieldErrorsOf, useFormError } from '@/hooks/use-form-error';

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
  const failureMessage = useFormError();
  const confirm = useConfirmEmail();
  const resend = useChangeEmail();
  const [formError, setFormError] = useState<string | null>(null);
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
    onEdit: () => setFormError(null),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirm.isPending) {
      return;
    }
    setFormError(null);
    const checked = form.check();
    if (!checked) {
      return;
    }
    try {
      onConfirmed(await confirm.mutateAsync({ code: checked.code }));
    } catch (failure) {
      if (
        Object.keys(fieldErrorsOf(failure, ['code'], CODE_OVERRIDES)).length
      ) {
        form.focusFailure(failure);
        return;
      }
      setFormError(failureMessage(failure));
    }
  }

  async function handleResend() {
    setFormError(null);
    try {
      const answer = await resend.mutateAsync({ newEmail: email });
      form.clear();
      onSent(answer.pendingEmail, answer.expiresAt);
      form.focus('code');
    } catch (failure) {
      setFormError(failureMessage(failure));
    }
  }

  return {
    form,
    codeRef,
    formError,
    isConfirming: confirm.isPending,
    isResending: resend.isPending,
    handleSubmit,
    handleResend,
  };
}

import { checkEmail } from '@members/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useFieldForm } from '@/hooks/use-field-form';
import { fieldErrorsOf, useFormError } from '@/hooks/use-form-error';

import { useChangeEmail } from '../api/profile';

/** The address already taken shows on the address field. */
const ADDRESS_OVERRIDES = { EMAIL_IN_USE: { newEmail: 'email_in_use' } };

/** The new sign-in address's form: checked, then sent (`changeEmail`) for a code. */
export function useEmailAddressForm(
  onSent: (email: string, expiresAt: string) => void,
) {
  const { t } = useTranslation();
  const failureMessage = useFormError();
  const mutation = useChangeEmail();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useFieldForm<'newEmail'>({
    rules: { newEmail: { check: checkEmail, prepare: (v) => v.trim() } },
    error: mutation.error,
    overrides: ADDRESS_OVERRIDES,
    ownMessages: { email_in_use: t('errors.EMAIL_IN_USE') },
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
    try {
      const answer = await mutation.mutateAsync({
        newEmail: checked.newEmail,
      });
      onSent(answer.pendingEmail, answer.expiresAt);
    } catch (failure) {
      if (
        Object.keys(fieldErrorsOf(failure, ['newEmail'], ADDRESS_OVERRIDES))
          .length
      ) {
        form.focusFailure(failure);
        return;
      }
      setFormError(failureMessage(failure));
    }
  }

  return { form, isPending: mutation.isPending, formError, handleSubmit };
}

import { checkEmail } from '@members/contract';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useFieldForm } from '@/hooks/use-field-form';
import { useFormSubmission } from '@/hooks/use-form-submission';

import { useChangeEmail } from '../api/profile';

/** The address already taken shows on the address field. */
const ADDRESS_OVERRIDES = { EMAIL_IN_USE: { newEmail: 'email_in_use' } };

/** The new sign-in address's form: checked, then sent (`changeEmail`) for a code. */
export function useEmailAddressForm(
  onSent: (email: string, expiresAt: string) => void,
) {
  const { t } = useTranslation();
  const mutation = useChangeEmail();
  const form = useFieldForm<'newEmail'>({
    rules: { newEmail: { check: checkEmail, prepare: (v) => v.trim() } },
    error: mutation.error,
    overrides: ADDRESS_OVERRIDES,
    ownMessages: { email_in_use: t('errors.EMAIL_IN_USE') },
    onEdit: () => submission.clearBanner(),
  });
  const submission = useFormSubmission(mutation, { form });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.isPending) {
      return;
    }
    submission.clearBanner();
    const checked = form.check();
    if (!checked) {
      return;
    }
    submission.submit(
      { newEmail: checked.newEmail },
      { onSuccess: (answer) => onSent(answer.pendingEmail, answer.expiresAt) },
    );
  }

  return {
    form,
    isPending: submission.isPending,
    formError: submission.banner,
    handleSubmit,
  };
}

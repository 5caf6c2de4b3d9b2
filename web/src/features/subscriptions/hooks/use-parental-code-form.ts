import { notifications } from '@mantine/notifications';
import { checkParentalCode } from '@members/contract';
import type { Subscription } from '@members/contract';
import type { ChangeEvent, FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useFieldForm } from '@/hooks/use-field-form';
import type { FieldRule } from '@/hooks/use-field-form';
import { useFormSubmission } from '@/hooks/use-form-submission';

import { useUpdateParentalCode } from '../api/update-parental-code';
import { forgetFailure, SUBSCRIPTION_FORM_ERRORS } from '../utils/form-errors';

/** The code is checked and sent as typed. */
const CODE_RULE: FieldRule = { check: checkParentalCode };

/**
 * The parental code form's logic: the field, letters flagged as they are
 * typed, and the new code sent once checked.
 */
export function useParentalCodeForm(subscription: Subscription) {
  const { t } = useTranslation();
  const update = useUpdateParentalCode();
  // The request names the field `code`, so the server's issues land on it.
  const form = useFieldForm({
    rules: { code: CODE_RULE },
    error: update.error,
    onEdit: () => forgetFailure(update),
  });
  const submission = useFormSubmission(update, {
    form,
    errors: SUBSCRIPTION_FORM_ERRORS,
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = form.check();
    if (!checked) {
      return;
    }
    submission.submit(
      { serviceid: subscription.id, code: checked.code },
      {
        onSuccess: () => {
          form.clear();
          notifications.show({
            color: 'teal',
            title: t('subscriptions.parental.savedTitle'),
            message: t('subscriptions.parental.savedMessage'),
          });
        },
      },
    );
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value;
    form.setValue('code', next);
    // Letters are flagged at once; a short code only on submit.
    const problem = checkParentalCode(next);
    if (problem === 'parental_code_not_digits') {
      form.setProblem('code', problem);
    }
  };

  return {
    form,
    isPending: submission.isPending,
    banner: submission.banner,
    handleChange,
    handleSubmit,
  };
}

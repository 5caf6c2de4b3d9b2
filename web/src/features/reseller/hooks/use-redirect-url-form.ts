import { notifications } from '@mantine/notifications';
import { checkRedirectUrl } from '@members/contract';
import type { Reseller } from '@members/contract';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useAttemptKey } from '@/hooks/attempt-key';
import { useFieldForm } from '@/hooks/use-field-form';
import type { FieldRule } from '@/hooks/use-field-form';
import { fieldErrorsOf, useFormError } from '@/hooks/use-form-error';

import { useUpdateRedirectUrl } from '../api/update-redirect-url';

/** The address is checked and sent trimmed. */
const URL_RULE: FieldRule = {
  check: checkRedirectUrl,
  prepare: (value) => value.trim(),
};

/** A refusal with no field message of its own reads as a wrong address. */
function invalidUrlKey(): string {
  return 'fields.invalid_url';
}

/**
 * The redirect URL form's logic: the field, the failure that belongs to no
 * field, and the new address saved once (an unchanged one only cancels).
 */
export function useRedirectUrlForm({
  current,
  onSaved,
  onCancel,
}: {
  current: string | null;
  onSaved: (reseller: Reseller) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const failureMessage = useFormError();
  const mutation = useUpdateRedirectUrl();
  const { keyFor, settle } = useAttemptKey();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useFieldForm({
    rules: { redirect_url: URL_RULE },
    initialValues: { redirect_url: current ?? '' },
    error: mutation.error,
    fallbackKey: invalidUrlKey,
    onEdit: () => {
      setFormError(null);
      mutation.reset();
    },
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
    const redirectUrl = checked.redirect_url;
    if (redirectUrl === current) {
      onCancel();
      return;
    }
    const body = { redirect_url: redirectUrl };
    try {
      const response = await mutation.mutateAsync({
        body,
        idempotencyKey: keyFor(body),
      });
      settle();
      notifications.show({
        color: 'teal',
        message: t('reseller.redirect.saved'),
      });
      onSaved(response.reseller);
    } catch (error) {
      settle(error);
      if (fieldErrorsOf(error, ['redirect_url']).redirect_url) {
        form.focusFailure(error);
        return;
      }
      setFormError(failureMessage(error));
    }
  }

  return { form, formError, isPending: mutation.isPending, handleSubmit };
}

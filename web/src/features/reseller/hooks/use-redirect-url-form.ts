import { notifications } from '@mantine/notifications';
import { checkRedirectUrl } from '@members/contract';
import type { Reseller } from '@members/contract';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useFieldForm } from '@/hooks/use-field-form';
import type { FieldRule } from '@/hooks/use-field-form';
import { useFormSubmission } from '@/hooks/use-form-submission';

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
  const mutation = useUpdateRedirectUrl();
  const form = useFieldForm({
    rules: { redirect_url: URL_RULE },
    initialValues: { redirect_url: current ?? '' },
    error: mutation.error,
    fallbackKey: invalidUrlKey,
    onEdit: () => mutation.reset(),
  });
  const submission = useFormSubmission(mutation, { form });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = form.check();
    if (!checked) {
      return;
    }
    const redirectUrl = checked.redirect_url;
    if (redirectUrl === current) {
      onCancel();
      return;
    }
    submission.submit(
      { redirect_url: redirectUrl },
      {
        onSuccess: (response) => {
          notifications.show({
            color: 'teal',
            message: t('reseller.redirect.saved'),
          });
          onSaved(response.reseller);
        },
      },
    );
  }

  return {
    form,
    banner: submission.banner,
    isPending: submission.isPending,
    handleSubmit,
  };
}

import '@mantine/core/styles/Input.css';

import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { checkRedirectUrl } from '@members/contract';
import type { Reseller } from '@members/contract';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CheckedTextInput } from '@/components/form/checked-fields';
import { FormBanner } from '@/components/ui/form-banner';
import { useAttemptKey } from '@/hooks/attempt-key';
import { useFieldForm } from '@/hooks/use-field-form';
import type { FieldRule } from '@/hooks/use-field-form';
import { fieldErrorsOf, useFormError } from '@/hooks/use-form-error';

import { useUpdateRedirectUrl } from '../api/update-redirect-url';

import classes from './reseller.module.css';

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
 * Changes the redirect URL: checked here as the server checks it, saved,
 * and handed to `onSaved` with the server's answer.
 */
export function RedirectUrlForm({
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

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      className={classes.form}
      aria-label={t('reseller.redirect.formLabel')}
    >
      <CheckedTextInput
        form={form}
        field="redirect_url"
        label={t('reseller.redirect.inputLabel')}
        description={t('reseller.redirect.inputHelp')}
        placeholder={t('reseller.redirect.placeholder')}
        type="url"
        inputMode="url"
        autoComplete="url"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        disabled={mutation.isPending}
        classNames={{ input: classes.urlInput }}
      />
      {formError && <FormBanner>{formError}</FormBanner>}
      <Group justify="flex-end" gap="sm" className={classes.formActions}>
        <Button
          variant="default"
          onClick={onCancel}
          disabled={mutation.isPending}
        >
          {t('reseller.redirect.cancel')}
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          {t('reseller.redirect.save')}
        </Button>
      </Group>
    </form>
  );
}

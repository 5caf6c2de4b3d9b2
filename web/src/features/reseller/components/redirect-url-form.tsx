import '@mantine/core/styles/Input.css';

import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { checkRedirectUrl } from '@members/contract';
import type { Reseller } from '@members/contract';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormBanner } from '@/components/ui/form-banner';
import { useAttemptKey } from '@/hooks/attempt-key';
import { useFieldMessage } from '@/hooks/use-field-message';
import { fieldErrorsOf, useFormError } from '@/hooks/use-form-error';

import { useUpdateRedirectUrl } from '../api/update-redirect-url';

import classes from './reseller.module.css';

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
  const fieldMessage = useFieldMessage(invalidUrlKey);
  const mutation = useUpdateRedirectUrl();
  const { keyFor, settle } = useAttemptKey();
  const [value, setValue] = useState(current ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  function refuse(code: string) {
    setFieldError(fieldMessage(code) ?? null);
    inputRef.current?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) {
      return;
    }
    setFormError(null);
    const redirectUrl = value.trim();
    const problem = checkRedirectUrl(redirectUrl);
    if (problem) {
      refuse(problem);
      return;
    }
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
      const code = fieldErrorsOf(error, ['redirect_url']).redirect_url;
      if (code) {
        refuse(code);
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
      <TextInput
        ref={inputRef}
        label={t('reseller.redirect.inputLabel')}
        description={t('reseller.redirect.inputHelp')}
        placeholder={t('reseller.redirect.placeholder')}
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setFieldError(null);
          setFormError(null);
        }}
        error={fieldError}
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

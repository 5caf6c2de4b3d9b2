import { TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** The e-mail address field of the sign-in and signup forms. */
export function EmailInput({
  value,
  onChange,
  error,
  ref,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      ref={ref}
      type="email"
      name="email"
      label={t('login.email.label')}
      placeholder={t('login.email.placeholder')}
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      size="md"
      maxLength={254}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error ?? undefined}
    />
  );
}

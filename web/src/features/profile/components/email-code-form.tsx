import { Button, Text } from '@mantine/core';
import { LOCALE_TAGS, LOGIN_CODE_LENGTH } from '@members/contract';
import type { Locale, Profile } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { FormBanner } from '@/components/ui/form-banner';
import { useLocale } from '@/hooks/locale-context';

import { useEmailCodeForm } from '../hooks/use-email-code-form';

import { EmailCodeInput } from './email-code-input';
import classes from './profile.module.css';

function timeOf(value: string | null, locale: Locale): string {
  const date = value === null ? null : new Date(value);
  if (date === null || Number.isNaN(date.getTime())) {
    return '';
  }
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    timeStyle: 'short',
  }).format(date);
}

/** Step 2: the six-digit code from the new address. */
export function EmailCodeForm({
  email,
  expiresAt,
  onConfirmed,
  onSent,
  onOtherAddress,
}: {
  email: string;
  expiresAt: string | null;
  onConfirmed: (profile: Profile) => void;
  onSent: (email: string, expiresAt: string) => void;
  onOtherAddress: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const {
    form,
    codeRef,
    formError,
    isConfirming,
    isResending,
    handleSubmit,
    handleResend,
  } = useEmailCodeForm({ email, onConfirmed, onSent });

  const time = timeOf(expiresAt, locale);
  const isPending = isConfirming || isResending;

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className={classes.form}
      aria-label={t('profile.signIn.code')}
      aria-busy={isPending || undefined}
    >
      <Text size="sm" aria-live="polite">
        {time
          ? t('profile.signIn.codeSent', {
              length: LOGIN_CODE_LENGTH,
              email,
              time,
            })
          : t('profile.signIn.codeSentNoTime', {
              length: LOGIN_CODE_LENGTH,
              email,
            })}
      </Text>
      <EmailCodeInput
        groupRef={codeRef}
        value={form.values.code}
        onChange={(value) => form.setValue('code', value)}
        message={form.messageOf('code')}
        isReadOnly={isPending}
      />
      {formError && <FormBanner>{formError}</FormBanner>}
      <div className={classes.actions}>
        <Button
          type="submit"
          loading={isConfirming}
          disabled={isResending}
          className={classes.submit}
        >
          {t('profile.signIn.confirm')}
        </Button>
        <Button
          variant="default"
          onClick={handleResend}
          loading={isResending}
          disabled={isConfirming}
        >
          {t('profile.signIn.resend')}
        </Button>
        <Button variant="subtle" onClick={onOtherAddress} disabled={isPending}>
          {t('profile.signIn.otherAddress')}
        </Button>
      </div>
    </form>
  );
}

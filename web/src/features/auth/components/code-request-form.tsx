import { Button, Stack, Text } from '@mantine/core';
import { LOGIN_CODE_LENGTH } from '@members/contract';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useLocale } from '../../../lib/locale-context';
import { useSendCode } from '../api/send-code';
import { authStore } from '../auth-store';
import { useErrorMessage } from '../hooks/use-error-message';
import { checkEmail } from '../utils/validate';
import type { EmailProblem } from '../utils/validate';

import { EmailInput } from './email-input';
import { FormAlert } from './form-alert';

/** The passwordless method's first step: the address to e-mail a code to. */
export function CodeRequestForm({
  email,
  onEmailChange,
  focusTarget,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  focusTarget?: 'email' | 'submit';
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const describeError = useErrorMessage();
  const sendCode = useSendCode();
  const [problem, setProblem] = useState<EmailProblem>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusTarget === 'email') {
      emailRef.current?.focus();
    }
    if (focusTarget === 'submit') {
      submitRef.current?.focus();
    }
  }, [focusTarget]);

  const handleEmailChange = (value: string) => {
    onEmailChange(value);
    setProblem(null);
    sendCode.reset();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nextProblem = checkEmail(email);
    setProblem(nextProblem);
    if (nextProblem) {
      emailRef.current?.focus();
      return;
    }
    const address = email.trim();
    authStore.setEmail(address);
    sendCode.mutate({ email: address, locale });
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <EmailInput
          ref={emailRef}
          value={email}
          onChange={handleEmailChange}
          error={problem && t(`login.email.${problem}`)}
        />
        {sendCode.isError && (
          <FormAlert>{describeError(sendCode.error)}</FormAlert>
        )}
        <Button
          ref={submitRef}
          type="submit"
          size="md"
          fullWidth
          loading={sendCode.isPending}
        >
          {t('login.request.submit')}
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          {t('login.request.hint', { length: LOGIN_CODE_LENGTH })}
        </Text>
      </Stack>
    </form>
  );
}

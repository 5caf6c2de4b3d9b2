import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { PASSWORD_MAX_LENGTH } from '@members/contract';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../api/auth';
import { authStore } from '../auth-store';
import { useErrorMessage } from '../hooks/use-error-message';
import { checkEmail } from '../utils/validate';
import type { EmailProblem } from '../utils/validate';

import { EmailInput } from './email-input';
import { FormAlert } from './form-alert';
import classes from './login-card.module.css';

function isTwoFactor(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'TWO_FACTOR_REQUIRED';
}

/** The password method: e-mail and WHMCS password. */
export function PasswordForm({
  email,
  onEmailChange,
  onUseCode,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  /** Switches to the e-mailed code, keeping the address. */
  onUseCode: () => void;
}) {
  const { t } = useTranslation();
  const describeError = useErrorMessage();
  const signIn = useAuth();
  const [password, setPassword] = useState('');
  const [emailProblem, setEmailProblem] = useState<EmailProblem>(null);
  const [isPasswordMissing, setIsPasswordMissing] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nextEmailProblem = checkEmail(email);
    const isMissing = password.length === 0;
    setEmailProblem(nextEmailProblem);
    setIsPasswordMissing(isMissing);
    if (nextEmailProblem) {
      emailRef.current?.focus();
      return;
    }
    if (isMissing) {
      passwordRef.current?.focus();
      return;
    }
    const address = email.trim();
    authStore.setEmail(address);
    signIn.mutate(
      { email: address, password },
      {
        onError: (error) => {
          if (
            error instanceof ApiError &&
            error.code === 'INVALID_CREDENTIALS'
          ) {
            setPassword('');
            passwordRef.current?.focus();
          }
        },
      },
    );
  };

  const handleUseCode = () => {
    const nextEmailProblem = checkEmail(email);
    if (!nextEmailProblem) {
      authStore.setEmail(email.trim());
    }
    onUseCode();
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <EmailInput
          ref={emailRef}
          value={email}
          onChange={(value) => {
            onEmailChange(value);
            setEmailProblem(null);
            signIn.reset();
          }}
          error={emailProblem && t(`login.email.${emailProblem}`)}
        />
        <PasswordInput
          ref={passwordRef}
          name="password"
          label={t('login.password.label')}
          autoComplete="current-password"
          size="md"
          maxLength={PASSWORD_MAX_LENGTH * 2}
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setIsPasswordMissing(false);
          }}
          error={isPasswordMissing ? t('login.password.required') : undefined}
          aria-invalid={isPasswordMissing}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{
            'aria-label': t('login.password.show'),
          }}
        />
        {signIn.isError && isTwoFactor(signIn.error) && (
          <FormAlert kind="info">
            <Stack gap="sm" align="flex-start">
              <span>{t('errors.TWO_FACTOR_REQUIRED')}</span>
              <Button size="sm" onClick={handleUseCode}>
                {t('login.password.useCodeInstead')}
              </Button>
            </Stack>
          </FormAlert>
        )}
        {signIn.isError && !isTwoFactor(signIn.error) && (
          <FormAlert>{describeError(signIn.error)}</FormAlert>
        )}
        <Button type="submit" size="md" fullWidth loading={signIn.isPending}>
          {t('login.password.submit')}
        </Button>
        <Text ta="center">
          <Anchor
            component="button"
            type="button"
            className={classes.linkButton}
            onClick={handleUseCode}
          >
            {t('login.password.forgot')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

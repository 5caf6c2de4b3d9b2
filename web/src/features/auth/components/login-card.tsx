import { Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { authStore, useAuthStore } from '../auth-store';

import { CodeVerification } from './code-verification';
import { ConfirmSignup } from './confirm-signup';
import { FormAlert } from './form-alert';
import classes from './login-card.module.css';
import { SignInPanel } from './sign-in-panel';
import { SignupPanel } from './signup-panel';

function withParam(
  params: URLSearchParams,
  name: string,
  value: string | null,
): string {
  const next = new URLSearchParams(params);
  if (value === null) {
    next.delete(name);
  } else {
    next.set(name, value);
  }
  const search = next.toString();
  return search ? `?${search}` : '';
}

/**
 * The login card: sign-in by code or password, the code step, signup, and
 * the arrival from a signup confirmation link. Signing in updates the auth
 * store; the GuestOnly guard around the page then leaves it.
 */
export function LoginCard() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const isRefusedEntryLink = searchParams.get('entry') === 'invalid';
  const login = useAuthStore((state) => state.login);
  const [email, setEmail] = useState(login.email);
  const [confirmToken, setConfirmToken] = useState(() =>
    searchParams.get('confirm'),
  );
  const [focusTarget, setFocusTarget] = useState<'email' | 'submit'>();
  const isSignup = searchParams.get('signup') === '1';
  const signInLink = { search: withParam(searchParams, 'signup', null) };
  const signupLink = { search: withParam(searchParams, 'signup', '1') };

  const handleMethodChange = (isPasswordLess: boolean) => {
    setFocusTarget(undefined);
    authStore.setPasswordLess(isPasswordLess);
  };

  const handleUseCode = () => {
    setFocusTarget('submit');
    authStore.setPasswordLess(true);
  };

  let content;
  if (confirmToken) {
    content = (
      <ConfirmSignup
        token={confirmToken}
        onBack={() => setConfirmToken(null)}
      />
    );
  } else if (isSignup) {
    content = (
      <SignupPanel
        email={email}
        onEmailChange={setEmail}
        signInLink={signInLink}
      />
    );
  } else if (login.codeVerif && login.email) {
    content = (
      <CodeVerification
        email={login.email}
        onCancel={() => setFocusTarget('email')}
      />
    );
  } else {
    content = (
      <SignInPanel
        email={email}
        onEmailChange={setEmail}
        isPasswordLess={login.passwordLess}
        focusTarget={focusTarget}
        onMethodChange={handleMethodChange}
        onUseCode={handleUseCode}
        signupLink={signupLink}
      />
    );
  }

  return (
    <Paper component="section" className={classes.card}>
      {isRefusedEntryLink && !confirmToken ? (
        <Stack gap="md">
          <FormAlert kind="info">{t('login.entryLinkInvalid')}</FormAlert>
          {content}
        </Stack>
      ) : (
        content
      )}
    </Paper>
  );
}

import {
  Anchor,
  Button,
  PasswordInput,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@members/contract';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { To } from 'react-router';

import {
  IconCheck,
  IconCircle,
  IconMail,
  IconUserPlus,
} from '../../../components/ui/icons';
import { useLocale } from '../../../lib/locale-context';
import { useSignup } from '../api/signup';
import { authStore } from '../auth-store';
import { useErrorMessage } from '../hooks/use-error-message';
import { checkEmail, checkNewPassword } from '../utils/validate';
import type { EmailProblem } from '../utils/validate';

import { CardHeader } from './card-header';
import { EmailInput } from './email-input';
import { FormAlert } from './form-alert';
import classes from './login-card.module.css';

function PasswordRules({
  password,
  shouldFlagUnmet,
}: {
  password: string;
  shouldFlagUnmet: boolean;
}) {
  const { t } = useTranslation();
  const { isLongEnough, isShortEnough } = checkNewPassword(password);
  return (
    <ul className={classes.rules}>
      <li
        className={classes.rule}
        data-met={isLongEnough || undefined}
        data-broken={(shouldFlagUnmet && !isLongEnough) || undefined}
      >
        {isLongEnough ? <IconCheck size={16} /> : <IconCircle size={16} />}
        <span>
          {t('login.signup.rules.minLength', { min: PASSWORD_MIN_LENGTH })}
        </span>
        <VisuallyHidden>
          {t(
            isLongEnough
              ? 'login.signup.rules.met'
              : 'login.signup.rules.notMet',
          )}
        </VisuallyHidden>
      </li>
      {!isShortEnough && (
        <li className={classes.rule} data-broken>
          <IconCircle size={16} />
          <span>
            {t('login.signup.rules.maxLength', { max: PASSWORD_MAX_LENGTH })}
          </span>
          <VisuallyHidden>{t('login.signup.rules.notMet')}</VisuallyHidden>
        </li>
      )}
    </ul>
  );
}

function MailSent({ email, signInLink }: { email: string; signInLink: To }) {
  const { t } = useTranslation();
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  return (
    <>
      <CardHeader
        icon={<IconMail size={26} />}
        title={t('login.signup.sentTitle')}
        titleRef={titleRef}
        description={
          <>
            {t('login.signup.sentTo')}
            <br />
            <span className={classes.address}>{email}</span>
          </>
        }
      />
      <Stack gap="md">
        <Text size="sm" ta="center" role="status">
          {t('login.signup.sentHelp')}
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          {t('login.signup.spam')}
        </Text>
        <Button component={Link} to={signInLink} size="md" fullWidth>
          {t('login.signup.back')}
        </Button>
      </Stack>
    </>
  );
}

/** Signup: e-mail and a new password, then "check your mailbox". */
export function SignupPanel({
  email,
  onEmailChange,
  signInLink,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  /** Where the way back to sign-in leads (the same page without `signup`). */
  signInLink: To;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const describeError = useErrorMessage();
  const signup = useSignup();
  const [password, setPassword] = useState('');
  const [emailProblem, setEmailProblem] = useState<EmailProblem>(null);
  const [isPasswordRefused, setIsPasswordRefused] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const [firstField] = useState(() => (email ? passwordRef : emailRef));

  useEffect(() => {
    firstField.current?.focus();
  }, [firstField]);

  if (sentTo) {
    return <MailSent email={sentTo} signInLink={signInLink} />;
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nextEmailProblem = checkEmail(email);
    const { isLongEnough, isShortEnough } = checkNewPassword(password);
    const isRefused = !isLongEnough || !isShortEnough;
    setEmailProblem(nextEmailProblem);
    setIsPasswordRefused(isRefused);
    if (nextEmailProblem) {
      emailRef.current?.focus();
      return;
    }
    if (isRefused) {
      passwordRef.current?.focus();
      return;
    }
    const address = email.trim();
    authStore.setEmail(address);
    signup.mutate(
      { email: address, password, locale },
      {
        onSuccess: () => {
          setPassword('');
          setSentTo(address);
        },
      },
    );
  };

  return (
    <>
      <CardHeader
        icon={<IconUserPlus size={26} />}
        title={t('login.signup.title')}
        description={t('login.signup.subtitle')}
      />
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <EmailInput
            ref={emailRef}
            value={email}
            onChange={(value) => {
              onEmailChange(value);
              setEmailProblem(null);
              signup.reset();
            }}
            error={emailProblem && t(`login.email.${emailProblem}`)}
          />
          <PasswordInput
            ref={passwordRef}
            name="new-password"
            label={t('login.signup.passwordLabel')}
            autoComplete="new-password"
            size="md"
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setIsPasswordRefused(false);
              signup.reset();
            }}
            error={isPasswordRefused}
            aria-invalid={isPasswordRefused}
            description={
              <PasswordRules
                password={password}
                shouldFlagUnmet={isPasswordRefused}
              />
            }
            descriptionProps={{ component: 'div' }}
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            visibilityToggleFocusable
            visibilityToggleButtonProps={{
              'aria-label': t('login.password.show'),
            }}
          />
          {signup.isError && (
            <FormAlert>{describeError(signup.error)}</FormAlert>
          )}
          <Button type="submit" size="md" fullWidth loading={signup.isPending}>
            {t('login.signup.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" c="dimmed" className={classes.footer}>
        {t('login.signup.haveAccount')}{' '}
        <Anchor component={Link} to={signInLink} fw={600}>
          {t('login.signup.signIn')}
        </Anchor>
      </Text>
    </>
  );
}

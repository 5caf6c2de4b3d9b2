import { Anchor, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { To } from 'react-router';

import { IconLock } from '../../../components/ui/icons';

import { CardHeader } from './card-header';
import { CodeRequestForm } from './code-request-form';
import classes from './login-card.module.css';
import { PasswordForm } from './password-form';

type Method = 'code' | 'password';

/** The sign-in view: a method switch, the method's form, and the way to sign up. */
export function SignInPanel({
  email,
  onEmailChange,
  isPasswordLess,
  focusTarget,
  onMethodChange,
  onUseCode,
  signupLink,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  isPasswordLess: boolean;
  focusTarget?: 'email' | 'submit';
  onMethodChange: (isPasswordLess: boolean) => void;
  /** Switches to the e-mailed code from the password form. */
  onUseCode: () => void;
  signupLink: To;
}) {
  const { t } = useTranslation();
  const method: Method = isPasswordLess ? 'code' : 'password';

  return (
    <>
      <CardHeader
        icon={<IconLock size={26} />}
        title={t('login.title')}
        description={t('login.subtitle')}
      />
      <Stack gap="lg">
        <SegmentedControl
          fullWidth
          size="md"
          radius="md"
          aria-label={t('login.method.label')}
          value={method}
          onChange={(value) => onMethodChange(value === 'code')}
          data={[
            { value: 'code', label: t('login.method.code') },
            { value: 'password', label: t('login.method.password') },
          ]}
        />
        {isPasswordLess ? (
          <CodeRequestForm
            email={email}
            onEmailChange={onEmailChange}
            focusTarget={focusTarget}
          />
        ) : (
          <PasswordForm
            email={email}
            onEmailChange={onEmailChange}
            onUseCode={onUseCode}
          />
        )}
      </Stack>
      <Text size="sm" c="dimmed" className={classes.footer}>
        {t('login.signup.prompt')}{' '}
        <Anchor component={Link} to={signupLink} fw={600}>
          {t('login.signup.open')}
        </Anchor>
      </Text>
    </>
  );
}

import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PinInput.css';
import '@mantine/core/styles/Alert.css';

import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Profile } from '@members/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { IconCircleCheck } from '@/components/ui/icons/circle-check';

import { EmailAddressForm } from './email-address-form';
import { EmailCodeForm } from './email-code-form';
import classes from './profile.module.css';

/** Where the change stands: the address, the new one typed, its code, done. */
type Step =
  | { name: 'view' }
  | { name: 'address' }
  | { name: 'code'; email: string; expiresAt: string | null }
  | { name: 'done'; email: string; old: string };

/**
 * The sign-in e-mail and its change in two steps: the new address gets a
 * code (`changeEmail`), the code confirms it (`confirmEmail`); WHMCS then
 * has the new address and the old one is told.
 */
export function SignInEmailCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>(() =>
    profile.pendingEmail
      ? { name: 'code', email: profile.pendingEmail, expiresAt: null }
      : { name: 'view' },
  );

  const onSent = (email: string, expiresAt: string) =>
    setStep({ name: 'code', email, expiresAt });

  return (
    <div data-testid="profile-sign-in">
      {step.name !== 'done' && (
        <div className={classes.form}>
          <div>
            <Text size="sm" c="dimmed">
              {t('profile.signIn.current')}
            </Text>
            <Text className={classes.email} data-testid="sign-in-email">
              {profile.email}
            </Text>
          </div>
          {step.name === 'view' && (
            <Group>
              <Button
                variant="default"
                onClick={() => setStep({ name: 'address' })}
              >
                {t('profile.signIn.change')}
              </Button>
            </Group>
          )}
        </div>
      )}
      {step.name === 'address' && (
        <EmailAddressForm
          onSent={onSent}
          onCancel={() => setStep({ name: 'view' })}
        />
      )}
      {step.name === 'code' && (
        <EmailCodeForm
          email={step.email}
          expiresAt={step.expiresAt}
          onSent={onSent}
          onConfirmed={(updated) => {
            setStep({ name: 'done', email: updated.email, old: profile.email });
            notifications.show({
              color: 'teal',
              title: t('profile.saved'),
              message: t('profile.signIn.savedMessage', {
                email: updated.email,
              }),
            });
          }}
          onOtherAddress={() => setStep({ name: 'address' })}
        />
      )}
      {step.name === 'done' && (
        <div className={classes.form}>
          <Alert
            color="teal"
            variant="light"
            role="status"
            title={t('profile.signIn.changedTitle')}
            icon={<IconCircleCheck size={18} />}
            data-testid="email-changed"
          >
            {t('profile.signIn.changed', { email: step.email, old: step.old })}
          </Alert>
        </div>
      )}
    </div>
  );
}

import '@mantine/core/styles/Alert.css';

import { Alert, Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormBanner } from '@/components/ui/form-banner';
import { IconMail } from '@/components/ui/icons';
import { useFormError } from '@/hooks/use-form-error';

import { useResetPassword } from '../api/profile';

import classes from './profile.module.css';

/**
 * A new password: no API sets one, so WHMCS is asked to e-mail its own
 * reset link (`resetPassword`), and the page says where it went and that
 * it comes from the billing system.
 */
export function PasswordCard() {
  const { t } = useTranslation();
  const failureMessage = useFormError();
  const mutation = useResetPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  async function handleClick() {
    if (mutation.isPending) {
      return;
    }
    setFormError(null);
    try {
      setSentTo((await mutation.mutateAsync({})).sentTo);
    } catch (failure) {
      setSentTo(null);
      setFormError(failureMessage(failure));
    }
  }

  return (
    <div className={classes.form} data-testid="profile-password">
      {sentTo !== null && (
        <Alert
          color="blue"
          variant="light"
          role="status"
          title={t('profile.password.sentTitle')}
          icon={<IconMail size={18} />}
          data-testid="password-sent"
        >
          {t('profile.password.sent', { email: sentTo })}
        </Alert>
      )}
      {formError && <FormBanner>{formError}</FormBanner>}
      <div className={classes.actions}>
        <Button
          variant={sentTo === null ? 'filled' : 'default'}
          onClick={() => void handleClick()}
          loading={mutation.isPending}
          className={classes.submit}
        >
          {t(
            sentTo === null
              ? 'profile.password.submit'
              : 'profile.password.again',
          )}
        </Button>
      </div>
    </div>
  );
}

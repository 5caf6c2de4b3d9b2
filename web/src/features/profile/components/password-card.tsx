import '@mantine/core/styles/Alert.css';

import { Alert, Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormBanner } from '@/components/ui/form-banner';
import { IconMail } from '@/components/ui/icons/mail';
import { useFormSubmission } from '@/hooks/use-form-submission';

import { useResetPassword } from '../api/profile';

import classes from './profile.module.css';

/**
 * A new password: no API sets one, so WHMCS is asked to e-mail its own
 * reset link (`resetPassword`), and the page says where it went and that
 * it comes from the billing system.
 */
export function PasswordCard() {
  const { t } = useTranslation();
  const submission = useFormSubmission(useResetPassword());
  const [sentTo, setSentTo] = useState<string | null>(null);

  const handleClick = () =>
    submission.submit(
      {},
      {
        onSuccess: (answer) => setSentTo(answer.sentTo),
        onError: () => setSentTo(null),
      },
    );

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
      {submission.banner && <FormBanner>{submission.banner}</FormBanner>}
      <div className={classes.actions}>
        <Button
          variant={sentTo === null ? 'filled' : 'default'}
          onClick={handleClick}
          loading={submission.isPending}
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

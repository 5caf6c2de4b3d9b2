import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/List.css';

import { Alert, Button } from '@mantine/core';
import type { Subscription } from '@members/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { IconKey } from '@/components/ui/icons/key';
import type { FormErrorOverrides } from '@/hooks/use-form-error';
import { useFormSubmission } from '@/hooks/use-form-submission';
import { ApiError } from '@/lib/api-client';

import { useUpdatePassword } from '../api/update-password';
import { SUBSCRIPTION_FORM_ERRORS } from '../utils/form-errors';

import { DetailCard } from './detail-card';
import { NewPassword, PasswordResetDialog } from './password-reset-dialog';
import classes from './subscription-detail.module.css';

/** The reset words a missing password field its own way. */
const PASSWORD_ERRORS: FormErrorOverrides = {
  ...SUBSCRIPTION_FORM_ERRORS,
  CUSTOM_FIELD_MISSING: 'subscriptions.password.unavailable',
};

function isMissingField(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'CUSTOM_FIELD_MISSING';
}

/**
 * The line password reset: a confirmation dialog that warns every device
 * must be updated, then the new password, shown and copyable, with the
 * warning again.
 */
export function PasswordResetCard({
  subscription,
}: {
  subscription: Subscription;
}) {
  const { t } = useTranslation();
  const reset = useFormSubmission(useUpdatePassword(), {
    errors: PASSWORD_ERRORS,
  });
  const [isOpen, setIsOpen] = useState(false);
  const [newPassword, setNewPassword] = useState<string | null>(null);
  const canReset =
    subscription.hasPasswordField && !(isMissingField(reset.error) && !isOpen);
  const isDone = reset.isSuccess;

  const handleOpen = () => {
    reset.reset();
    setIsOpen(true);
  };

  const handleClose = () => {
    if (reset.isPending) {
      return;
    }
    setIsOpen(false);
  };

  const handleConfirm = () => {
    reset.submit(
      { serviceid: subscription.id },
      { onSuccess: (answer) => setNewPassword(answer.password) },
    );
  };

  const missing = t('subscriptions.password.unavailable');

  return (
    <DetailCard
      icon={IconKey}
      title={t('subscriptions.password.title')}
      intro={t('subscriptions.password.intro')}
      testId="password-card"
    >
      <div className={classes.cardBody}>
        {newPassword && !isOpen && <NewPassword password={newPassword} />}
        {canReset ? (
          <Button
            variant="light"
            color="red"
            onClick={handleOpen}
            className={classes.submit}
          >
            {t('subscriptions.password.reset')}
          </Button>
        ) : (
          <Alert color="gray" variant="light">
            {missing}
          </Alert>
        )}
      </div>

      <PasswordResetDialog
        isOpen={isOpen}
        newPassword={newPassword}
        isDone={isDone}
        failure={reset.banner}
        isPending={reset.isPending}
        isError={reset.error !== null}
        canConfirm={!isMissingField(reset.error)}
        onConfirm={handleConfirm}
        onClose={handleClose}
      />
    </DetailCard>
  );
}

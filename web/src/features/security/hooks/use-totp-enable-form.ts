import { notifications } from '@mantine/notifications';
import type { RecoveryCodesResponse } from '@members/contract';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { checkSecondFactorCode } from '@/components/step-up/code-check';
import { useFieldForm } from '@/hooks/use-field-form';
import { useFormSubmission } from '@/hooks/use-form-submission';
import { ApiError } from '@/lib/api-client';

import { useTotpEnable } from '../api/totp';

/** Six digits from the app, spaces dropped. */
const CODE_RULE = {
  check: (value: string) =>
    /^\d{6}$/.test(value) ? checkSecondFactorCode(value) : 'invalid_code',
  prepare: (value: string) => value.replace(/\s/g, ''),
};

/** The first code from the app, which turns it on and brings the recovery codes. */
export function useTotpEnableForm(
  onEnabled: (answer: RecoveryCodesResponse) => void,
  onExpired: () => void,
) {
  const { t } = useTranslation();
  const enable = useTotpEnable();
  const form = useFieldForm({
    rules: { code: CODE_RULE },
    error: enable.error,
    ownMessages: { invalid_code: t('security.totp.invalidCode') },
    onEdit: () => {
      if (enable.isError) {
        enable.reset();
      }
    },
  });
  const submission = useFormSubmission(enable, { form });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = form.check();
    if (!checked) {
      return;
    }
    submission.submit(
      { code: checked.code },
      {
        onSuccess: (answer) => {
          notifications.show({
            color: 'teal',
            message: t('security.totp.enabled'),
          });
          onEnabled(answer);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'SETUP_EXPIRED') {
            onExpired();
          }
        },
      },
    );
  };

  return { form, submission, handleSubmit };
}

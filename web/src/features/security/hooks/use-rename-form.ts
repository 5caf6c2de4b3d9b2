import { notifications } from '@mantine/notifications';
import { PASSKEY_NAME_MAX } from '@members/contract';
import type { PasskeySummary } from '@members/contract';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { checkPasskeyName } from '@/components/step-up/code-check';
import { useFieldForm } from '@/hooks/use-field-form';
import { useFormSubmission } from '@/hooks/use-form-submission';

import { useRenamePasskey } from '../api/passkeys';

const NAME_RULE = {
  check: checkPasskeyName,
  prepare: (value: string) => value.trim(),
};

/** The inline rename of a passkey: its name field, checked, then saved. */
export function useRenameForm(passkey: PasskeySummary, onDone: () => void) {
  const { t } = useTranslation();
  const rename = useRenamePasskey();
  const form = useFieldForm({
    rules: { name: NAME_RULE },
    initialValues: { name: passkey.name },
    error: rename.error,
    ownMessages: {
      invalid_name: t('security.passkeys.invalidName', {
        max: PASSKEY_NAME_MAX,
      }),
    },
    onEdit: () => {
      if (rename.isError) {
        rename.reset();
      }
    },
  });
  const submission = useFormSubmission(rename, { form });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = form.check();
    if (!checked) {
      return;
    }
    submission.submit(
      { id: passkey.id, name: checked.name },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: t('security.passkeys.renamed'),
          });
          onDone();
        },
      },
    );
  };

  return { form, submission, handleSubmit };
}

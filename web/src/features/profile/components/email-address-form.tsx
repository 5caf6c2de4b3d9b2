import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { CheckedTextInput } from '@/components/form/checked-fields';
import { FormBanner } from '@/components/ui/form-banner';

import { useEmailAddressForm } from '../hooks/use-email-address-form';

import classes from './profile.module.css';

/** Step 1: the new address; a code goes to it. */
export function EmailAddressForm({
  onSent,
  onCancel,
}: {
  onSent: (email: string, expiresAt: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { form, isPending, formError, handleSubmit } =
    useEmailAddressForm(onSent);

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className={classes.form}
      aria-label={t('profile.signIn.change')}
      aria-busy={isPending || undefined}
    >
      <CheckedTextInput
        form={form}
        field="newEmail"
        type="email"
        label={t('profile.signIn.newEmail')}
        description={t('profile.signIn.newEmailHelp')}
        autoComplete="email"
        inputMode="email"
        required
        readOnly={isPending}
        autoFocus
      />
      {formError && <FormBanner>{formError}</FormBanner>}
      <div className={classes.actions}>
        <Button type="submit" loading={isPending} className={classes.submit}>
          {t('profile.signIn.sendCode')}
        </Button>
        <Button variant="default" onClick={onCancel} disabled={isPending}>
          {t('common.actions.cancel')}
        </Button>
      </div>
    </form>
  );
}

import { notifications } from '@mantine/notifications';
import { checkMac, normaliseMacInput } from '@members/contract';
import type { Subscription } from '@members/contract';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useFieldForm } from '@/hooks/use-field-form';
import type { FieldRule } from '@/hooks/use-field-form';
import type { FieldErrorOverrides } from '@/hooks/use-form-error';
import { useFormSubmission } from '@/hooks/use-form-submission';

import { useUpdateMacAddress } from '../api/update-mac-address';
import { forgetFailure, SUBSCRIPTION_FORM_ERRORS } from '../utils/form-errors';

/** The MAC as typed is checked and sent trimmed. */
const MAC_RULE: FieldRule = {
  check: checkMac,
  prepare: (value) => value.trim(),
};

/** A MAC another subscription uses is an error of the field (`fields.<code>`). */
const MAC_FIELD_ERRORS: FieldErrorOverrides<'mac'> = {
  MAC_ALREADY_USED: { mac: 'mac_already_used' },
};

/**
 * The MAC form's logic: the field, the notation it will be saved in, the
 * stored form shown on blur, and the change sent once checked.
 */
export function useMacAddressForm(subscription: Subscription) {
  const { t } = useTranslation();
  const update = useUpdateMacAddress();
  const form = useFieldForm({
    rules: { mac: MAC_RULE },
    error: update.error,
    overrides: MAC_FIELD_ERRORS,
    onEdit: () => forgetFailure(update),
  });
  const submission = useFormSubmission(update, {
    form,
    errors: SUBSCRIPTION_FORM_ERRORS,
  });
  const value = form.values.mac;
  const normalised = normaliseMacInput(value.trim());

  const handleBlur = () => {
    if (value.trim() === '') {
      return;
    }
    if (normalised) {
      // Showing the stored form is no edit: a refusal shown stays.
      if (normalised !== value) {
        form.setValue('mac', normalised);
      }
      return;
    }
    form.setProblem('mac', checkMac(value.trim()));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = form.check();
    const mac = checked && normaliseMacInput(checked.mac);
    if (!mac) {
      return;
    }
    if (mac !== value) {
      form.setValue('mac', mac);
    }
    submission.submit(
      { serviceid: subscription.id, mac },
      {
        onSuccess: () => {
          form.clear();
          notifications.show({
            color: 'teal',
            title: t('subscriptions.mac.savedTitle'),
            message: t('subscriptions.mac.savedMessage', { mac }),
          });
        },
      },
    );
  };

  return {
    form,
    value,
    normalised,
    isPending: submission.isPending,
    banner: submission.banner,
    handleBlur,
    handleSubmit,
  };
}

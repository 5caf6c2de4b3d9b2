import { notifications } from '@mantine/notifications';
import { checkCountryCode, checkProfileText } from '@members/contract';
import type { Profile, ProfileDetails } from '@members/contract';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useFieldForm } from '@/hooks/use-field-form';
import type { FieldRule } from '@/hooks/use-field-form';
import { fieldErrorsOf, useFormError } from '@/hooks/use-form-error';

import { useUpdateProfile } from '../api/profile';
import { issuesUnder, profileBody } from '../utils/profile-body';

/** A field of the profile's details. */
export type DetailField = keyof ProfileDetails;

const DETAIL_FIELDS: readonly DetailField[] = [
  'firstname',
  'lastname',
  'companyname',
  'address1',
  'address2',
  'city',
  'state',
  'postcode',
  'country',
  'phonenumber',
];

const trim = (value: string) => value.trim();

function textRule(required: boolean): FieldRule {
  return {
    check: (value) => checkProfileText(value, { required }),
    prepare: trim,
  };
}

const RULES: Record<DetailField, FieldRule> = {
  firstname: textRule(true),
  lastname: textRule(true),
  companyname: textRule(false),
  address1: textRule(false),
  address2: textRule(false),
  city: textRule(false),
  state: textRule(false),
  postcode: textRule(false),
  country: { check: checkCountryCode },
  phonenumber: textRule(false),
};

/**
 * The details form's state: each field checked with the contract's checker,
 * saved (`updateProfile`) with the other sections' current values.
 */
export function useDetailsForm(profile: Profile) {
  const { t } = useTranslation();
  const failureMessage = useFormError();
  const mutation = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const error = useMemo(
    () => issuesUnder(mutation.error, 'details.'),
    [mutation.error],
  );

  const form = useFieldForm<DetailField>({
    rules: RULES,
    initialValues: profile.details,
    error,
    onEdit: () => setFormError(null),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) {
      return;
    }
    setFormError(null);
    const checked = form.check();
    if (!checked) {
      return;
    }
    try {
      await mutation.mutateAsync(profileBody(profile, { details: checked }));
      notifications.show({
        color: 'teal',
        title: t('profile.saved'),
        message: t('profile.details.savedMessage'),
      });
    } catch (failure) {
      const named = issuesUnder(failure, 'details.');
      if (Object.keys(fieldErrorsOf(named, DETAIL_FIELDS)).length) {
        form.focusFailure(named);
        return;
      }
      setFormError(failureMessage(failure));
    }
  }

  return { form, isPending: mutation.isPending, formError, handleSubmit };
}

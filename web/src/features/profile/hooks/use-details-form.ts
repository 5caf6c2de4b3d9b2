import { notifications } from '@mantine/notifications';
import { checkCountryCode, checkProfileText } from '@members/contract';
import type { Profile, ProfileDetails } from '@members/contract';
import { useMemo } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useFieldForm } from '@/hooks/use-field-form';
import type { FieldRule } from '@/hooks/use-field-form';
import { useFormSubmission } from '@/hooks/use-form-submission';

import { useUpdateProfile } from '../api/profile';
import { issuesUnder, profileBody } from '../utils/profile-body';

/** A field of the profile's details. */
export type DetailField = keyof ProfileDetails;

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
  const mutation = useUpdateProfile();
  const error = useMemo(
    () => issuesUnder(mutation.error, 'details.'),
    [mutation.error],
  );

  const form = useFieldForm<DetailField>({
    rules: RULES,
    initialValues: profile.details,
    error,
    onEdit: () => submission.clearBanner(),
  });
  const submission = useFormSubmission(mutation, {
    form: {
      focusFailure: (failure) =>
        form.focusFailure(issuesUnder(failure, 'details.')),
      hasFieldError: form.hasFieldError,
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.isPending) {
      return;
    }
    submission.clearBanner();
    const checked = form.check();
    if (!checked) {
      return;
    }
    submission.submit(profileBody(profile, { details: checked }), {
      onSuccess: () =>
        notifications.show({
          color: 'teal',
          title: t('profile.saved'),
          message: t('profile.details.savedMessage'),
        }),
    });
  }

  return {
    form,
    isPending: submission.isPending,
    formError: submission.banner,
    handleSubmit,
  };
}

import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';

import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { checkCountryCode, checkProfileText } from '@members/contract';
import type { Profile, ProfileDetails } from '@members/contract';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import {
  CheckedSelect,
  CheckedTextInput,
} from '@/components/form/checked-fields';
import { FormBanner } from '@/components/ui/form-banner';
import { useLocale } from '@/hooks/locale-context';
import { useFieldForm } from '@/hooks/use-field-form';
import type { FieldRule } from '@/hooks/use-field-form';
import { fieldErrorsOf, useFormError } from '@/hooks/use-form-error';

import { useUpdateProfile } from '../api/profile';
import { countryOptions } from '../utils/countries';
import { issuesUnder, profileBody } from '../utils/profile-body';

import classes from './profile.module.css';

type DetailField = keyof ProfileDetails;

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

/** How each text field fills in: its browser autofill token. */
const AUTOCOMPLETE: Record<Exclude<DetailField, 'country'>, string> = {
  firstname: 'given-name',
  lastname: 'family-name',
  companyname: 'organization',
  address1: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  postcode: 'postal-code',
  phonenumber: 'tel',
};

/** A text field as the form lays it out: a whole row, a phone number. */
interface TextField {
  field: Exclude<DetailField, 'country'>;
  isWide?: boolean;
  isPhone?: boolean;
}

const BEFORE_COUNTRY: readonly TextField[] = [
  { field: 'firstname' },
  { field: 'lastname' },
  { field: 'companyname', isWide: true },
  { field: 'address1', isWide: true },
  { field: 'address2', isWide: true },
  { field: 'postcode' },
  { field: 'city' },
  { field: 'state' },
];
const AFTER_COUNTRY: readonly TextField[] = [
  { field: 'phonenumber', isWide: true, isPhone: true },
];
const REQUIRED = new Set<DetailField>(['firstname', 'lastname']);
const PHONE = 'tel';

/**
 * Name, company, address and phone, each checked with the contract's
 * checker as WHMCS keeps it; the country is chosen by its name in the
 * customer's language. Saving writes them back with the other sections'
 * current values.
 */
export function DetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const failureMessage = useFormError();
  const mutation = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const error = useMemo(
    () => issuesUnder(mutation.error, 'details.'),
    [mutation.error],
  );
  const countries = useMemo(
    () => countryOptions(locale, profile.details.country),
    [locale, profile.details.country],
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
      await mutation.mutateAsync(
        profileBody(profile, { details: checked }),
      );
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

  const isPending = mutation.isPending;
  const text = ({ field, isWide, isPhone }: TextField) => (
    <CheckedTextInput
      key={field}
      form={form}
      field={field}
      label={t(`profile.details.${field}`)}
      autoComplete={AUTOCOMPLETE[field]}
      required={REQUIRED.has(field)}
      readOnly={isPending}
      className={isWide ? classes.wide : undefined}
      description={
        field === 'companyname' ? t('profile.details.companyHelp') : undefined
      }
      type={isPhone ? PHONE : undefined}
      inputMode={isPhone ? PHONE : undefined}
    />
  );

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      className={classes.form}
      aria-label={t('profile.details.label')}
      aria-busy={isPending || undefined}
      data-testid="profile-details"
    >
      <div className={classes.grid}>
        {BEFORE_COUNTRY.map(text)}
        <CheckedSelect
          form={form}
          field="country"
          label={t('profile.details.country')}
          placeholder={t('profile.details.countrySearch')}
          nothingFoundMessage={t('profile.details.countryNone')}
          data={countries}
          searchable
          allowDeselect={false}
          autoComplete="country"
          required
          readOnly={isPending}
          comboboxProps={{ withinPortal: true }}
        />
        {AFTER_COUNTRY.map(text)}
      </div>
      {formError && <FormBanner>{formError}</FormBanner>}
      <div className={classes.actions}>
        <Button type="submit" loading={isPending} className={classes.submit}>
          {t('profile.details.submit')}
        </Button>
        <Text size="sm" c="dimmed" aria-live="polite">
          {isPending ? t('profile.sending') : ''}
        </Text>
      </div>
    </form>
  );
}

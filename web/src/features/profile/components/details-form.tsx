import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';

import { Button, Text } from '@mantine/core';
import type { Profile } from '@members/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import {
  CheckedSelect,
  CheckedTextInput,
} from '@/components/form/checked-fields';
import { FormBanner } from '@/components/ui/form-banner';
import { useLocale } from '@/hooks/locale-context';

import { useDetailsForm } from '../hooks/use-details-form';
import type { DetailField } from '../hooks/use-details-form';
import { countryOptions } from '../utils/countries';

import classes from './profile.module.css';

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
  const countries = useMemo(
    () => countryOptions(locale, profile.details.country),
    [locale, profile.details.country],
  );

  const { form, isPending, formError, handleSubmit } = useDetailsForm(profile);

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
      onSubmit={handleSubmit}
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

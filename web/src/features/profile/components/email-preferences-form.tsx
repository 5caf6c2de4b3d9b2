import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';

import { Button, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { EMAIL_PREFERENCES } from '@members/contract';
import type { EmailPreferences, Profile } from '@members/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { FormBanner } from '@/components/ui/form-banner';
import { useFormSubmission } from '@/hooks/use-form-submission';

import { useUpdateProfile } from '../api/profile';
import { profileBody } from '../utils/profile-body';

import classes from './profile.module.css';

/**
 * The e-mail categories WHMCS sends, one switch each with what it covers;
 * saving writes them back with the other sections' current values.
 */
export function EmailPreferencesForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const submission = useFormSubmission(useUpdateProfile());
  const [choices, setChoices] = useState<EmailPreferences>(
    profile.emailPreferences,
  );
  const isPending = submission.isPending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submission.submit(profileBody(profile, { emailPreferences: choices }), {
      onSuccess: () =>
        notifications.show({
          color: 'teal',
          title: t('profile.saved'),
          message: t('profile.emails.savedMessage'),
        }),
    });
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className={classes.form}
      aria-label={t('profile.emails.label')}
      aria-busy={isPending || undefined}
      data-testid="profile-emails"
    >
      <Stack gap="md">
        {EMAIL_PREFERENCES.map((name) => (
          <Switch
            key={name}
            name={name}
            checked={choices[name]}
            onChange={(event) => {
              const isOn = event.currentTarget.checked;
              setChoices((current) => ({ ...current, [name]: isOn }));
              if (submission.banner !== null) {
                submission.reset();
              }
            }}
            label={t(`profile.emails.${name}.label`)}
            description={t(`profile.emails.${name}.help`)}
            disabled={isPending}
            size="md"
          />
        ))}
      </Stack>
      {submission.banner && <FormBanner>{submission.banner}</FormBanner>}
      <div className={classes.actions}>
        <Button type="submit" loading={isPending} className={classes.submit}>
          {t('profile.emails.submit')}
        </Button>
        <Text size="sm" c="dimmed" aria-live="polite">
          {isPending ? t('profile.sending') : ''}
        </Text>
      </div>
    </form>
  );
}

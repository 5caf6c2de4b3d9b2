import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';

import { Button, Radio, Stack, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LOCALE_NAMES, splitLocale, withLocale } from '@members/contract';
import type { Locale, Profile } from '@members/contract';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { FormBanner } from '@/components/ui/form-banner';
import { LANGUAGE_ORDER, languageOf } from '@/config/languages';
import { useLocale } from '@/hooks/locale-context';
import { useFormSubmission } from '@/hooks/use-form-submission';
import { useLocation, useNavigate } from '@/lib/router';

import { useUpdateProfile } from '../api/profile';
import { profileBody } from '../utils/profile-body';

import classes from './profile.module.css';

/**
 * The language WHMCS writes to the customer in (its mails and invoices),
 * one of the app's languages; saving writes it back with the other
 * sections' current values and switches this site to it as the language
 * switcher does (the URL prefix, remembered by the locale root).
 */
export function LanguageForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const submission = useFormSubmission(useUpdateProfile());
  const [chosen, setChosen] = useState<Locale>(profile.language ?? locale);
  const isPending = submission.isPending;

  function handleSaved(language: Locale) {
    notifications.show({
      color: 'teal',
      title: t('profile.saved'),
      message: t('profile.language.savedMessage', {
        language: LOCALE_NAMES[language],
      }),
    });
    if (language !== locale) {
      const { path } = splitLocale(location.pathname);
      void navigate(
        `${withLocale(language, path)}${location.search}${location.hash}`,
      );
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submission.submit(profileBody(profile, { language: chosen }), {
      onSuccess: () => handleSaved(chosen),
    });
  }

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className={classes.form}
      aria-busy={isPending || undefined}
      aria-label={t('profile.language.label')}
      data-testid="profile-language"
    >
      <Radio.Group
        label={<VisuallyHidden>{t('profile.language.label')}</VisuallyHidden>}
        value={chosen}
        onChange={(value) => {
          setChosen(value as Locale);
          if (submission.banner !== null) {
            submission.reset();
          }
        }}
      >
        <Stack gap="sm">
          {LANGUAGE_ORDER.map((code) => (
            <Radio
              key={code}
              value={code}
              label={<span lang={languageOf(code)}>{LOCALE_NAMES[code]}</span>}
              disabled={isPending}
            />
          ))}
        </Stack>
      </Radio.Group>
      {submission.banner && <FormBanner>{submission.banner}</FormBanner>}
      <div className={classes.actions}>
        <Button type="submit" loading={isPending} className={classes.submit}>
          {t('profile.language.submit')}
        </Button>
        <Text size="sm" c="dimmed" aria-live="polite">
          {isPending ? t('profile.sending') : ''}
        </Text>
      </div>
    </form>
  );
}

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
import { useFormError } from '@/hooks/use-form-error';
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
  const failureMessage = useFormError();
  const mutation = useUpdateProfile();
  const [chosen, setChosen] = useState<Locale>(profile.language ?? locale);
  const [formError, setFormError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) {
      return;
    }
    setFormError(null);
    try {
      await mutation.mutateAsync(profileBody(profile, { language: chosen }));
    } catch (failure) {
      setFormError(failureMessage(failure));
      return;
    }
    notifications.show({
      color: 'teal',
      title: t('profile.saved'),
      message: t('profile.language.savedMessage', {
        language: LOCALE_NAMES[chosen],
      }),
    });
    if (chosen !== locale) {
      const { path } = splitLocale(location.pathname);
      void navigate(
        `${withLocale(chosen, path)}${location.search}${location.hash}`,
      );
    }
  }

  const isPending = mutation.isPending;

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
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
          setFormError(null);
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
      {formError && <FormBanner>{formError}</FormBanner>}
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

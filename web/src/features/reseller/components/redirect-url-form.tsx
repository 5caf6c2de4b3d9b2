import '@mantine/core/styles/Input.css';

import { Button, Group } from '@mantine/core';
import type { Reseller } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { CheckedTextInput } from '@/components/form/checked-fields';
import { FormBanner } from '@/components/ui/form-banner';

import { useRedirectUrlForm } from '../hooks/use-redirect-url-form';

import classes from './reseller.module.css';

/**
 * Changes the redirect URL: checked here as the server checks it, saved,
 * and handed to `onSaved` with the server's answer.
 */
export function RedirectUrlForm({
  current,
  onSaved,
  onCancel,
}: {
  current: string | null;
  onSaved: (reseller: Reseller) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { form, banner, isPending, handleSubmit } = useRedirectUrlForm({
    current,
    onSaved,
    onCancel,
  });

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      className={classes.form}
      aria-label={t('reseller.redirect.formLabel')}
    >
      <CheckedTextInput
        form={form}
        field="redirect_url"
        label={t('reseller.redirect.inputLabel')}
        description={t('reseller.redirect.inputHelp')}
        placeholder={t('reseller.redirect.placeholder')}
        type="url"
        inputMode="url"
        autoComplete="url"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        disabled={isPending}
        classNames={{ input: classes.urlInput }}
      />
      {banner && <FormBanner>{banner}</FormBanner>}
      <Group justify="flex-end" gap="sm" className={classes.formActions}>
        <Button variant="default" onClick={onCancel} disabled={isPending}>
          {t('reseller.redirect.cancel')}
        </Button>
        <Button type="submit" loading={isPending}>
          {t('reseller.redirect.save')}
        </Button>
      </Group>
    </form>
  );
}

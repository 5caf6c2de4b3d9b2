import '@mantine/core/styles/Input.css';

import { Button } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

import { FormBanner } from '@/components/ui/form-banner';
import { useFormError } from '@/hooks/use-form-error';

import { SUBSCRIPTION_FORM_ERRORS } from '../utils/form-errors';

import classes from './subscription-detail.module.css';

/** A card's change form: its field, why the last try failed, and the submit button. */
export function ChangeForm({
  onSubmit,
  error,
  isPending,
  submitLabel,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** A failure the field itself does not show, or null. */
  error: Error | null;
  isPending: boolean;
  submitLabel: ReactNode;
  children: ReactNode;
}) {
  const formError = useFormError(SUBSCRIPTION_FORM_ERRORS);
  return (
    <form onSubmit={onSubmit} noValidate className={classes.form}>
      {children}
      {error && <FormBanner>{formError(error)}</FormBanner>}
      <Button type="submit" loading={isPending} className={classes.submit}>
        {submitLabel}
      </Button>
    </form>
  );
}

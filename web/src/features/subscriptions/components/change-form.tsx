import '@mantine/core/styles/Input.css';

import { Button } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

import { FormBanner } from '@/components/ui/form-banner';

import classes from './subscription-detail.module.css';

/** A card's change form: its field, why the last try failed, and the submit button. */
export function ChangeForm({
  onSubmit,
  banner,
  isPending,
  submitLabel,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Why the last try failed, when the field itself does not show it. */
  banner: string | null;
  isPending: boolean;
  submitLabel: ReactNode;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className={classes.form}>
      {children}
      {banner && <FormBanner>{banner}</FormBanner>}
      <Button type="submit" loading={isPending} className={classes.submit}>
        {submitLabel}
      </Button>
    </form>
  );
}

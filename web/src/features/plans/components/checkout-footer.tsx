import { Button, Text } from '@mantine/core';

import classes from './plans.module.css';

/** The foot of a plan form: the choice in one sentence, and the submit button. */
export function CheckoutFooter({
  summary,
  submitLabel,
  isPending,
}: {
  summary: string;
  submitLabel: string;
  isPending: boolean;
}) {
  return (
    <div className={classes.footer}>
      <Text className={classes.summary} aria-live="polite">
        {summary}
      </Text>
      <Button type="submit" size="md" loading={isPending}>
        {submitLabel}
      </Button>
    </div>
  );
}

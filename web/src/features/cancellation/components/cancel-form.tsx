import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';

import { Button, Group, Text } from '@mantine/core';
import type { CancelRequestResponse, Subscription } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { DeclarantFields } from '@/components/form/declarant-fields';
import classes from '@/components/ui/declaration.module.css';
import { FormBanner } from '@/components/ui/form-banner';
import { useLocale } from '@/hooks/locale-context';
import { formatDate } from '@/utils/format';

import { useCancelForm } from '../hooks/use-cancel-form';
import type { CancelPrefill } from '../hooks/use-cancel-form';

import { CancelContractField } from './cancel-contract-field';
import { CancelEndField } from './cancel-end-field';
import { CancelKindField } from './cancel-kind-field';

/**
 * The confirmation page's declaration (§ 312k BGB): ordinary or
 * extraordinary (with its reason), who cancels and where the confirmation
 * goes, which contract (a signed-in customer's own subscriptions; a guest
 * names it), when it ends, and one button. Each field is checked with the
 * contract's checker as it is typed; a refusal shows on its field.
 */
export function CancelForm({
  subscriptions,
  prefill,
  onReceipt,
}: {
  /** A signed-in customer's subscriptions that can be cancelled; null for a guest. */
  subscriptions: Subscription[] | null;
  prefill: CancelPrefill;
  onReceipt: (response: CancelRequestResponse) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cancel = useCancelForm({ subscriptions, prefill, onReceipt });
  const { form, latest } = cancel;

  // Fields are read-only (not disabled) while it is sent: a refused one
  // can take the focus as soon as the answer comes.
  const isPending = cancel.isPending;
  const periodEnd = formatDate(latest, locale);

  return (
    <form
      onSubmit={cancel.handleSubmit}
      noValidate
      className={classes.form}
      aria-label={t('cancel.form.label')}
      aria-busy={isPending || undefined}
    >
      <CancelKindField
        form={form}
        kind={cancel.kind}
        onKindChange={cancel.setKind}
        isPending={isPending}
      />
      <DeclarantFields
        form={form}
        labels={{
          name: t('cancel.form.name'),
          email: t('cancel.form.email'),
          emailHelp: t('cancel.form.emailHelp'),
        }}
        isPending={isPending}
      />
      <CancelContractField
        form={form}
        subscriptions={subscriptions}
        onChosen={cancel.setChosenId}
        isPending={isPending}
      />
      <CancelEndField
        form={form}
        endChoice={cancel.endChoice}
        onEndChoiceChange={cancel.setEndChoice}
        periodEnd={periodEnd}
        today={cancel.today}
        latest={latest}
        isPending={isPending}
      />
      {cancel.formError && <FormBanner>{cancel.formError}</FormBanner>}
      <Group justify="flex-start" className={classes.actions}>
        <Button
          type="submit"
          size="md"
          loading={isPending}
          className={classes.submit}
        >
          {t('cancel.form.submit')}
        </Button>
        <Text size="sm" c="dimmed" aria-live="polite">
          {isPending ? t('cancel.form.sending') : ''}
        </Text>
      </Group>
    </form>
  );
}

import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';

import { Button, Group, Text } from '@mantine/core';
import type { WithdrawableLine, WithdrawResponse } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { CheckedTextarea } from '@/components/form/checked-fields';
import { DeclarantFields } from '@/components/form/declarant-fields';
import classes from '@/components/ui/declaration.module.css';
import { FormBanner } from '@/components/ui/form-banner';

import { useWithdrawForm } from '../hooks/use-withdraw-form';
import type { WithdrawPrefill } from '../hooks/use-withdraw-form';

import { WithdrawLineField } from './withdraw-line-field';
import { WithdrawSummary } from './withdraw-summary';

/**
 * The withdrawal function's two steps (§ 356a BGB). Step 1: who withdraws,
 * where the receipt goes, the contract and an optional reason, checked as
 * typed; "Next" sends nothing. Step 2: the summary and the one button
 * "Confirm withdrawal", with a way back to change it.
 */
export function WithdrawForm({
  lines,
  prefill,
  onReceipt,
}: {
  /** A signed-in customer's lines; null for a guest. */
  lines: readonly WithdrawableLine[] | null;
  prefill: WithdrawPrefill;
  onReceipt: (response: WithdrawResponse) => void;
}) {
  const { t } = useTranslation();
  const withdraw = useWithdrawForm({ lines, prefill, onReceipt });
  const { form, isPending } = withdraw;

  if (withdraw.step === 'summary' && withdraw.checked) {
    const line = lines?.find(
      (item) => String(item.serviceid) === withdraw.checked?.serviceid,
    );
    return (
      <WithdrawSummary
        values={withdraw.checked}
        contract={line?.contract ?? withdraw.checked.serviceRef}
        formError={withdraw.formError}
        isPending={isPending}
        onBack={withdraw.handleBack}
        onConfirm={withdraw.handleConfirm}
      />
    );
  }

  return (
    <form
      onSubmit={withdraw.handleNext}
      noValidate
      className={classes.form}
      aria-label={t('withdraw.form.label')}
    >
      <Text fw={600} size="sm" c="dimmed">
        {t('withdraw.steps.form')}
      </Text>
      <DeclarantFields
        form={form}
        labels={{
          name: t('withdraw.form.name'),
          email: t('withdraw.form.email'),
          emailHelp: t('withdraw.form.emailHelp'),
        }}
        isPending={isPending}
      />
      <WithdrawLineField form={form} lines={lines} isPending={isPending} />
      <CheckedTextarea
        form={form}
        field="reason"
        label={t('withdraw.form.reason')}
        description={t('withdraw.form.reasonHelp')}
        rows={3}
        resize="vertical"
        readOnly={isPending}
      />
      {withdraw.formError && <FormBanner>{withdraw.formError}</FormBanner>}
      <Group justify="flex-start" className={classes.actions}>
        <Button type="submit" size="md" className={classes.submit}>
          {t('withdraw.form.next')}
        </Button>
      </Group>
    </form>
  );
}

import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';

import { Button, Group } from '@mantine/core';
import type { Currency, WithdrawalResponse } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { CheckedSelect } from '@/components/form/checked-fields';
import { FormBanner } from '@/components/ui/form-banner';

import { useWithdrawalForm } from '../hooks/use-withdrawal-form';
import type {
  SentWithdrawal,
  WithdrawalIdentity,
  WithdrawalMethod,
} from '../hooks/use-withdrawal-form';

import { WithdrawalAmountField } from './withdrawal-amount-field';
import { WithdrawalNotesField } from './withdrawal-notes-field';
import { WithdrawalReauthBanner } from './withdrawal-reauth-banner';
import classes from './withdrawal.module.css';

/**
 * The withdrawal form: amount with its currency and a Max button (the
 * available balance), payment method and notes. Checked here as the server
 * checks; a refused request says why, per field where the server names one.
 */
export function WithdrawalForm({
  availableCents,
  currency,
  methods,
  identity,
  onSent,
  onSignInAgain,
  isSigningOut = false,
}: {
  availableCents: number;
  currency: Currency;
  methods: WithdrawalMethod[];
  identity: WithdrawalIdentity;
  onSent: (sent: SentWithdrawal, response: WithdrawalResponse) => void;
  onSignInAgain: () => void;
  isSigningOut?: boolean;
}) {
  const { t } = useTranslation();
  const withdrawal = useWithdrawalForm({
    availableCents,
    currency,
    methods,
    identity,
    onSent,
  });
  const { form, isPending } = withdrawal;

  return (
    <form
      onSubmit={withdrawal.handleSubmit}
      noValidate
      className={classes.form}
      aria-label={t('withdrawal.form.title')}
    >
      <WithdrawalAmountField
        form={form}
        availableCents={availableCents}
        available={withdrawal.available}
        currency={currency}
        isPending={isPending}
      />
      <CheckedSelect
        form={form}
        field="paymentmethod"
        label={t('withdrawal.form.method')}
        placeholder={t('withdrawal.form.methodPlaceholder')}
        data={methods.map((method) => ({
          value: method.id,
          label: method.name,
        }))}
        allowDeselect={false}
        required
        disabled={isPending}
        comboboxProps={{ withinPortal: true }}
      />
      <WithdrawalNotesField form={form} isPending={isPending} />
      {withdrawal.formError && <FormBanner>{withdrawal.formError}</FormBanner>}
      {withdrawal.needsSignIn && (
        <WithdrawalReauthBanner
          onSignInAgain={onSignInAgain}
          isSigningOut={isSigningOut}
        />
      )}
      <Group justify="flex-end" className={classes.actions}>
        <Button type="submit" loading={isPending} className={classes.submit}>
          {t('withdrawal.form.submit')}
        </Button>
      </Group>
    </form>
  );
}

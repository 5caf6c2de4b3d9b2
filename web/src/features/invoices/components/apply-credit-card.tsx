import '@mantine/core/styles/Input.css';

import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { AccountCredit, Invoice } from '@members/contract';
import { toCents } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { CheckedTextInput } from '@/components/form/checked-fields';
import { FormBanner } from '@/components/ui/form-banner';
import { useAllData } from '@/stores/all-data';

import { useApplyCredit } from '../api/apply-credit';
import type { ApplyCreditMutation } from '../api/apply-credit';
import { useApplyCreditForm } from '../hooks/use-apply-credit-form';
import { isUnpaid } from '../utils/invoice-display';

import { ApplyCreditConfirm } from './apply-credit-confirm';

/**
 * The offer to pay an Unpaid invoice with the customer's account credit: the
 * amount (as much as the invoice still needs, editable), checked as the server
 * checks it, then confirmed in a dialog that shows it exactly. The invoice and
 * the credit shown follow the answer. Nothing without credit.
 */
export function ApplyCreditCard({ invoice }: { invoice: Invoice }) {
  const credit = useAllData().data?.credit;
  // Kept here: a refusal refetches the credit, which fills the form in
  // afresh, and its failure stays shown.
  const mutation = useApplyCredit();
  if (
    !credit ||
    !isUnpaid(invoice) ||
    toCents(credit.amount) <= 0 ||
    toCents(invoice.balance) <= 0
  ) {
    return null;
  }
  // A new credit or balance fills the amount in afresh.
  return (
    <ApplyCreditForm
      key={`${invoice.invoiceid}:${invoice.balance}:${credit.amount}`}
      invoice={invoice}
      credit={credit}
      mutation={mutation}
    />
  );
}

/** The amount to apply, its check and the dialog that confirms it. */
function ApplyCreditForm({
  invoice,
  credit,
  mutation,
}: {
  invoice: Invoice;
  credit: AccountCredit;
  mutation: ApplyCreditMutation;
}) {
  const { t } = useTranslation();
  const apply = useApplyCreditForm({ invoice, credit, mutation });
  const { form, isPending } = apply;
  const symbol = credit.currency.prefix.trim() || credit.currency.code;

  return (
    <Paper withBorder radius="lg" p="lg" mt="lg" data-testid="apply-credit">
      <form
        onSubmit={apply.handleSubmit}
        noValidate
        aria-label={t('invoices.credit.title')}
      >
        <Stack gap="sm">
          <Text fw={600} data-testid="credit-offer">
            {t('invoices.credit.offer', { amount: apply.creditText })}
          </Text>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <CheckedTextInput
              form={form}
              field="amount"
              label={t('invoices.credit.amount')}
              inputMode="decimal"
              autoComplete="off"
              required
              disabled={isPending}
              leftSection={
                <Text span fw={600} size="sm" c="dimmed">
                  {symbol}
                </Text>
              }
              style={{ flex: '1 1 12rem' }}
            />
            <Button type="submit" variant="light" loading={isPending}>
              {t('invoices.credit.apply')}
            </Button>
          </Group>
          {apply.banner && <FormBanner>{apply.banner}</FormBanner>}
        </Stack>
      </form>

      <ApplyCreditConfirm
        invoice={invoice}
        isOpen={apply.isConfirming}
        amountText={apply.confirmingText}
        isPending={isPending}
        onClose={apply.handleClose}
        onConfirm={apply.handleConfirm}
      />
    </Paper>
  );
}

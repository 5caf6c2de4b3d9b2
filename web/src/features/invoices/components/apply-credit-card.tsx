import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Input.css';

import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AccountCredit, Invoice } from '@members/contract';
import { LOCALE_TAGS, toCents } from '@members/contract';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CheckedTextInput } from '@/components/form/checked-fields';
import { FormBanner } from '@/components/ui/form-banner';
import { useAttemptKey } from '@/hooks/attempt-key';
import { useLocale } from '@/hooks/locale-context';
import { useFieldForm } from '@/hooks/use-field-form';
import { useFormError } from '@/hooks/use-form-error';
import { useAllData } from '@/stores/all-data';
import {
  formatAmountInput,
  toMoney,
  toRequestAmount,
} from '@/utils/amount-input';
import { formatMoney } from '@/utils/format';

import { useApplyCredit } from '../api/apply-credit';
import {
  AMOUNT_ABOVE_CREDIT,
  AMOUNT_ABOVE_DUE,
  applyCreditRules,
  defaultCreditCents,
} from '../utils/apply-credit-draft';
import { getInvoiceNumber, isUnpaid } from '../utils/invoice-display';

/**
 * The offer to pay an Unpaid invoice with the customer's account credit: the
 * amount (as much as the invoice still needs, editable), checked as the server
 * checks it, then confirmed in a dialog that shows it exactly. The invoice and
 * the credit shown follow the answer. Nothing without credit.
 */
export function ApplyCreditCard({ invoice }: { invoice: Invoice }) {
  const credit = useAllData().data?.credit;
  // Kept here: a refusal refetches the credit, which fills the form in afresh.
  const [failure, setFailure] = useState<string | null>(null);
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
      failure={failure}
      onFailure={setFailure}
    />
  );
}

function ApplyCreditForm({
  invoice,
  credit,
  failure,
  onFailure,
}: {
  invoice: Invoice;
  credit: AccountCredit;
  failure: string | null;
  onFailure: (message: string | null) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const mutation = useApplyCredit();
  const { keyFor, settle } = useAttemptKey();
  const failureMessage = useFormError();
  const [confirming, setConfirming] = useState<string | null>(null);
  const creditCents = toCents(credit.amount);
  const balanceCents = toCents(invoice.balance);
  const creditText = formatMoney(credit.amount, credit.currency, locale);
  const balanceText = formatMoney(invoice.balance, invoice.currency, locale);
  const form = useFieldForm({
    rules: applyCreditRules({ creditCents, balanceCents }),
    initialValues: {
      amount: formatAmountInput(
        defaultCreditCents(creditCents, balanceCents),
        LOCALE_TAGS[locale],
      ),
    },
    error: mutation.error,
    ownMessages: {
      amount_required: t('invoices.credit.errors.required'),
      [AMOUNT_ABOVE_CREDIT]: t('invoices.credit.errors.aboveCredit', {
        amount: creditText,
      }),
      [AMOUNT_ABOVE_DUE]: t('invoices.credit.errors.aboveDue', {
        amount: balanceText,
      }),
    },
    onEdit: () => onFailure(null),
  });
  const confirmingText =
    confirming === null
      ? ''
      : formatMoney(toMoney(confirming), credit.currency, locale);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onFailure(null);
    const checked = form.check();
    if (checked) {
      setConfirming(checked.amount);
    }
  }

  function handleClose() {
    if (!mutation.isPending) {
      setConfirming(null);
    }
  }

  async function handleConfirm() {
    if (mutation.isPending || confirming === null) {
      return;
    }
    const body = {
      invoiceid: invoice.invoiceid,
      amount: toRequestAmount(confirming),
    };
    try {
      const answer = await mutation.mutateAsync({
        body,
        idempotencyKey: keyFor(body),
      });
      settle();
      setConfirming(null);
      notifications.show({
        color: 'teal',
        title: t('invoices.credit.appliedTitle'),
        message: t('invoices.credit.appliedMessage', {
          amount: formatMoney(answer.applied, credit.currency, locale),
          credit: formatMoney(
            answer.credit.amount,
            answer.credit.currency,
            locale,
          ),
        }),
      });
    } catch (error) {
      settle(error);
      setConfirming(null);
      onFailure(failureMessage(error));
    }
  }

  const symbol = credit.currency.prefix.trim() || credit.currency.code;

  return (
    <Paper withBorder radius="lg" p="lg" mt="lg" data-testid="apply-credit">
      <form
        onSubmit={handleSubmit}
        noValidate
        aria-label={t('invoices.credit.title')}
      >
        <Stack gap="sm">
          <Text fw={600} data-testid="credit-offer">
            {t('invoices.credit.offer', { amount: creditText })}
          </Text>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <CheckedTextInput
              form={form}
              field="amount"
              label={t('invoices.credit.amount')}
              inputMode="decimal"
              autoComplete="off"
              required
              disabled={mutation.isPending}
              leftSection={
                <Text span fw={600} size="sm" c="dimmed">
                  {symbol}
                </Text>
              }
              style={{ flex: '1 1 12rem' }}
            />
            <Button type="submit" variant="light" loading={mutation.isPending}>
              {t('invoices.credit.apply')}
            </Button>
          </Group>
          {failure && <FormBanner>{failure}</FormBanner>}
        </Stack>
      </form>

      <Modal
        opened={confirming !== null}
        onClose={handleClose}
        title={t('invoices.credit.confirmTitle')}
        centered
        closeOnClickOutside={!mutation.isPending}
        closeOnEscape={!mutation.isPending}
        withCloseButton={!mutation.isPending}
        closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      >
        <Stack gap="md" data-testid="credit-confirm">
          <Text>
            {t('invoices.credit.confirmText', {
              amount: confirmingText,
              number: getInvoiceNumber(invoice),
            })}
          </Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={handleClose}
              disabled={mutation.isPending}
            >
              {t('invoices.credit.cancel')}
            </Button>
            <Button
              onClick={() => void handleConfirm()}
              loading={mutation.isPending}
              data-autofocus
            >
              {t('invoices.credit.confirm', { amount: confirmingText })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

import { Button, Group, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import classes from '@/components/ui/declaration.module.css';
import { DeclaredItems } from '@/components/ui/declared-items';
import type { DeclaredItem } from '@/components/ui/declared-items';
import { FormBanner } from '@/components/ui/form-banner';

import type { WithdrawField } from '../utils/withdraw-rules';

/** The declaration's items as step 2 shows them. */
function summaryItems(
  values: Record<WithdrawField, string>,
  contract: string,
  t: TFunction,
): DeclaredItem[] {
  return [
    { key: 'name', label: t('withdraw.receipt.name'), value: values.name },
    { key: 'email', label: t('withdraw.receipt.email'), value: values.email },
    { key: 'contract', label: t('withdraw.receipt.contract'), value: contract },
    {
      key: 'reason',
      label: t('withdraw.receipt.reason'),
      value: values.reason || t('withdraw.receipt.noReason'),
    },
  ];
}

/**
 * Step 2 of the withdrawal: everything declared, and the one unambiguous
 * button "Confirm withdrawal" that sends it; "Change" leads back to step 1
 * with the fields as they were.
 */
export function WithdrawSummary({
  values,
  contract,
  formError,
  isPending,
  onBack,
  onConfirm,
}: {
  values: Record<WithdrawField, string>;
  /** The contract as the customer named or chose it. */
  contract: string;
  formError: string | null;
  isPending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const titleRef = useRef<HTMLHeadingElement>(null);

  // The form was replaced under "Next": the focus follows to the summary.
  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  return (
    <section
      className={classes.form}
      aria-labelledby="withdraw-summary-title"
      aria-busy={isPending || undefined}
      data-testid="withdraw-summary"
    >
      <Text fw={600} size="sm" c="dimmed">
        {t('withdraw.steps.summary')}
      </Text>
      <Title
        order={2}
        id="withdraw-summary-title"
        ref={titleRef}
        tabIndex={-1}
        className={classes.receiptTitle}
      >
        {t('withdraw.summary.title')}
      </Title>
      <Text>{t('withdraw.summary.intro')}</Text>
      <DeclaredItems items={summaryItems(values, contract, t)} />
      {formError && <FormBanner>{formError}</FormBanner>}
      <Group justify="flex-start" className={classes.actions}>
        <Button
          size="md"
          loading={isPending}
          className={classes.submit}
          onClick={onConfirm}
        >
          {t('withdraw.summary.confirm')}
        </Button>
        <Button
          variant="default"
          size="md"
          onClick={onBack}
          disabled={isPending}
        >
          {t('withdraw.summary.back')}
        </Button>
        <Text size="sm" c="dimmed" aria-live="polite">
          {isPending ? t('withdraw.summary.sending') : ''}
        </Text>
      </Group>
    </section>
  );
}

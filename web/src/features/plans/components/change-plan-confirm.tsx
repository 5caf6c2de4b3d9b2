import { Text } from '@mantine/core';
import type { PlanOption, PlanOptionsResponse } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';

import type { CheckoutFailure } from '../hooks/use-checkout';
import { usePriceText } from '../hooks/use-price-text';
import { findOption, isDue } from '../utils/plan-choices';

import { FailureBanner } from './failure-banner';
import classes from './plans.module.css';

/** The failure of the last attempt, with the new price when it changed. */
export function ChangeFailure({
  failure,
  options,
}: {
  failure: CheckoutFailure;
  options: PlanOptionsResponse;
}) {
  const { t } = useTranslation();
  const price = usePriceText();
  const isPriceChange =
    failure.error instanceof ApiError && failure.error.code === 'PRICE_CHANGED';
  const fresh = isPriceChange
    ? findOption(options.options, failure.choice)
    : null;
  return (
    <FailureBanner
      message={failure.banner}
      newPrice={
        fresh
          ? t('plans.change.newPrice', {
              plan: fresh.name,
              price: price.perCycle(
                fresh.recurringAmount,
                options.currency,
                fresh.billingcycle,
              ),
              due: price.money(fresh.dueNow, options.currency),
            })
          : null
      }
      testId="plan-failure"
      newPriceTestId="plan-new-price"
    />
  );
}

/** The change about to be made, from the current plan to the chosen one, confirmed once. */
export function ConfirmChange({
  option,
  options,
  isPending,
  onConfirm,
  onClose,
}: {
  option: PlanOption | null;
  options: PlanOptionsResponse;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const price = usePriceText();
  return (
    <ConfirmDialog
      focus="confirm"
      isOpen={option !== null}
      title={t('plans.change.confirmTitle')}
      testId="plan-confirm"
      cancelLabel={t('plans.change.cancel')}
      confirmLabel={t('plans.change.confirm')}
      isPending={isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {option && (
        <>
          <dl className={classes.confirmList}>
            <dt>{t('plans.change.from')}</dt>
            <dd>{options.current.name}</dd>
            <dt>{t('plans.change.to')}</dt>
            <dd>{option.name}</dd>
            <dt>{t('plans.change.newRecurring')}</dt>
            <dd>
              {price.perCycle(
                option.recurringAmount,
                options.currency,
                option.billingcycle,
              )}
            </dd>
            <dt>{t('plans.change.dueNowLabel')}</dt>
            <dd>{price.money(option.dueNow, options.currency)}</dd>
          </dl>
          <Text size="sm">
            {isDue(option.dueNow)
              ? t('plans.change.confirmDue')
              : t('plans.change.confirmNoDue')}
          </Text>
        </>
      )}
    </ConfirmDialog>
  );
}

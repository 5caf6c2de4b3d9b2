import { Badge } from '@mantine/core';
import type { PlanOption, PlanOptionsResponse } from '@members/contract';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { usePriceText } from '../hooks/use-price-text';
import { groupByProduct, isDue, toChoice } from '../utils/plan-choices';

import { CheckoutFooter } from './checkout-footer';
import type { ProductChoices } from './plan-choices';
import { PlanChoices } from './plan-choices';

/** The plans the subscription may move to, as the choice cards show them. */
function useChangeChoices(options: PlanOptionsResponse): ProductChoices[] {
  const { t } = useTranslation();
  const price = usePriceText();
  const { currency } = options;
  return groupByProduct(options.options).map((product) => ({
    key: product.productid,
    name: product.name,
    description: product.description,
    badge: product.isUpgrade ? (
      <Badge variant="light" color="green" radius="sm">
        {t('plans.change.upgrade')}
      </Badge>
    ) : undefined,
    choices: product.options.map((option) => ({
      value: toChoice(option.productid, option.billingcycle),
      title: price.cycleName(option.billingcycle),
      price: price.perCycle(
        option.recurringAmount,
        currency,
        option.billingcycle,
      ),
      detail: isDue(option.dueNow)
        ? t('plans.change.dueNow', {
            amount: price.money(option.dueNow, currency),
          })
        : t('plans.change.nothingDue'),
    })),
  }));
}

/** The choose step of a plan change: the plans as cards, the choice in one sentence, and submit. */
export function ChangePlanChoiceForm({
  options,
  choice,
  chosen,
  isChoiceMissing,
  isPending,
  onChoice,
  onSubmit,
}: {
  options: PlanOptionsResponse;
  choice: string | null;
  chosen: PlanOption | null;
  isChoiceMissing: boolean;
  isPending: boolean;
  onChoice: (value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { t } = useTranslation();
  const price = usePriceText();
  const products = useChangeChoices(options);
  const { current, currency } = options;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('plans.change.title')}>
      <PlanChoices
        label={t('plans.change.options')}
        products={products}
        value={chosen ? choice : null}
        onChange={onChoice}
        error={isChoiceMissing ? t('plans.change.chooseFirst') : undefined}
        isDisabled={isPending}
        testId="plan-options"
      />
      <CheckoutFooter
        summary={
          chosen
            ? t('plans.change.summary', {
                plan: chosen.name,
                price: price.perCycle(
                  chosen.recurringAmount,
                  currency,
                  chosen.billingcycle,
                ),
                due: price.money(chosen.dueNow, currency),
              })
            : ''
        }
        submitLabel={
          current.isTrial
            ? t('plans.change.submitTrial')
            : t('plans.change.submit')
        }
        isPending={isPending}
      />
    </form>
  );
}

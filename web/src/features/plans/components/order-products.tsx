import type { CatalogueResponse } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { ApiError } from '@/lib/api-client';

import type { CheckoutFailure } from '../hooks/use-checkout';
import { usePriceText } from '../hooks/use-price-text';
import { findChosen, isDue, toChoice } from '../utils/plan-choices';

import { FailureBanner } from './failure-banner';
import type { ProductChoices } from './plan-choices';
import { PlanChoices } from './plan-choices';
import classes from './plans.module.css';

/** The catalogue's products, as the choice cards show them. */
function useOrderChoices(catalogue: CatalogueResponse): ProductChoices[] {
  const { t } = useTranslation();
  const price = usePriceText();
  const { currency } = catalogue;
  return catalogue.products.map((product) => ({
    key: product.productid,
    name: product.name,
    description: product.description,
    choices: product.cycles.map((cycle) => ({
      value: toChoice(product.productid, cycle.billingcycle),
      title: price.cycleName(cycle.billingcycle),
      price: price.perCycle(cycle.price, currency, cycle.billingcycle),
      detail: isDue(cycle.setupFee)
        ? t('plans.order.setupFee', {
            amount: price.money(cycle.setupFee, currency),
          })
        : undefined,
    })),
  }));
}

/** The failure of the last order, with the new price when it changed. */
function OrderFailure({
  catalogue,
  failure,
  message,
}: {
  catalogue: CatalogueResponse;
  failure: CheckoutFailure;
  message: string;
}) {
  const { t } = useTranslation();
  const price = usePriceText();
  const isPriceChange =
    failure.error instanceof ApiError && failure.error.code === 'PRICE_CHANGED';
  const fresh = isPriceChange
    ? findChosen(catalogue.products, failure.choice)
    : null;
  return (
    <FailureBanner
      message={message}
      newPrice={
        fresh
          ? t('plans.order.newPrice', {
              product: fresh.product.name,
              price: price.perCycle(
                fresh.cycle.price,
                catalogue.currency,
                fresh.cycle.billingcycle,
              ),
            })
          : null
      }
      testId="order-failure"
      newPriceTestId="order-new-price"
    />
  );
}

/**
 * The choose step of an order: the failure of the last attempt unless a
 * field shows it, then the products as cards.
 */
export function OrderProducts({
  catalogue,
  value,
  failure,
  isChoiceMissing,
  isPending,
  onChoice,
}: {
  catalogue: CatalogueResponse;
  value: string | null;
  failure: CheckoutFailure | null;
  isChoiceMissing: boolean;
  isPending: boolean;
  onChoice: (value: string) => void;
}) {
  const { t } = useTranslation();
  const products = useOrderChoices(catalogue);
  return (
    <div className={classes.stack}>
      {failure?.banner && (
        <OrderFailure
          catalogue={catalogue}
          failure={failure}
          message={failure.banner}
        />
      )}
      <PlanChoices
        label={t('plans.order.products')}
        products={products}
        value={value}
        onChange={onChoice}
        error={isChoiceMissing ? t('plans.order.chooseFirst') : undefined}
        isDisabled={isPending}
        testId="order-products"
      />
    </div>
  );
}

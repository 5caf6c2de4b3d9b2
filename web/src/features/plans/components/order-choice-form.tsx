import type { CatalogueResponse } from '@members/contract';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { CheckedTextInput } from '@/components/form/checked-fields';
import type { FieldForm } from '@/hooks/use-field-form';

import type { CheckoutFailure } from '../hooks/use-checkout';
import { usePriceText } from '../hooks/use-price-text';
import type { Chosen } from '../utils/plan-choices';

import { CheckoutFooter } from './checkout-footer';
import { OrderProducts } from './order-products';
import classes from './plans.module.css';

/**
 * The order form: the products to choose from, the optional promotion
 * code, the choice in one sentence and submit; its confirmation inside.
 */
export function OrderChoiceForm({
  catalogue,
  form,
  choice,
  chosen,
  failure,
  isChoiceMissing,
  isPending,
  onChoice,
  onSubmit,
  children,
}: {
  catalogue: CatalogueResponse;
  form: FieldForm<'promocode'>;
  choice: string | null;
  chosen: Chosen | null;
  failure: CheckoutFailure | null;
  isChoiceMissing: boolean;
  isPending: boolean;
  onChoice: (value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const price = usePriceText();
  const { currency } = catalogue;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('plans.order.title')}>
      <OrderProducts
        catalogue={catalogue}
        value={chosen ? choice : null}
        failure={failure}
        isChoiceMissing={isChoiceMissing}
        isPending={isPending}
        onChoice={onChoice}
      />
      <div className={classes.promo}>
        <CheckedTextInput
          form={form}
          field="promocode"
          label={t('plans.order.promo')}
          description={t('plans.order.promoHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          disabled={isPending}
        />
      </div>
      <CheckoutFooter
        summary={
          chosen
            ? t('plans.order.summary', {
                product: chosen.product.name,
                price: price.perCycle(
                  chosen.cycle.price,
                  currency,
                  chosen.cycle.billingcycle,
                ),
              })
            : ''
        }
        submitLabel={t('plans.order.submit')}
        isPending={isPending}
      />
      {children}
    </form>
  );
}

import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Input.css';

import { Text } from '@mantine/core';
import type {
  CatalogueResponse,
  OrderRequest,
  OrderResponse,
} from '@members/contract';
import { checkPromoCode } from '@members/contract';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { AsyncContent } from '@/components/ui/async-content';
import { BackLink, PageHeader } from '@/components/ui/page-header';
import { useLocalePath } from '@/hooks/locale-context';
import { useFieldForm } from '@/hooks/use-field-form';
import type { FieldRule } from '@/hooks/use-field-form';
import { errorKey } from '@/lib/api-client';
import { useScreenTexts } from '@/lib/screen-texts';

import { useCatalogue } from '../api/catalogue';
import { useOrder } from '../api/order';
import { useCheckout } from '../hooks/use-checkout';
import { findChosen, toChoice } from '../utils/plan-choices';

import { OrderChoiceForm } from './order-choice-form';
import type { Confirming } from './order-confirm';
import { ConfirmOrder } from './order-confirm';
import { NoProducts, OrderDone } from './order-states';
import { PlansPageSkeleton, ProductsSkeleton } from './plan-choices';
import classes from './plans.module.css';

/** The promotion code is optional; when given, it is the contract's. */
const ORDER_RULES = {
  promocode: {
    check: (value: string) => (value === '' ? null : checkPromoCode(value)),
    prepare: (value: string) => value.trim(),
  },
} satisfies Record<string, FieldRule>;

/** The promotion code WHMCS refused is shown at its field. */
const PROMO_OVERRIDES = {
  PROMO_CODE_INVALID: { promocode: 'PROMO_CODE_INVALID' },
};

function OrderForm({ catalogue }: { catalogue: CatalogueResponse }) {
  const { t } = useTranslation();
  const mutation = useOrder();
  const form = useFieldForm({
    rules: ORDER_RULES,
    error: mutation.error,
    overrides: PROMO_OVERRIDES,
    ownMessages: { PROMO_CODE_INVALID: t('errors.PROMO_CODE_INVALID') },
    onEdit: () => mutation.reset(),
  });
  const checkout = useCheckout<
    Confirming,
    { serviceid: number | null },
    OrderRequest,
    OrderResponse
  >(mutation, { form });
  const { choice, confirming, failure, done } = checkout;
  const chosen = findChosen(catalogue.products, choice);

  if (done !== null) {
    return <OrderDone serviceid={done.serviceid} />;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = form.check();
    if (!chosen) {
      checkout.setIsChoiceMissing(true);
      return;
    }
    if (!checked) {
      return;
    }
    checkout.clearFailure();
    checkout.setConfirming({ ...chosen, promocode: checked.promocode });
  }

  function handleConfirm() {
    if (confirming === null) {
      return;
    }
    const { product, cycle, promocode } = confirming;
    const body: OrderRequest = {
      productid: product.productid,
      billingcycle: cycle.billingcycle,
      price: cycle.price,
      ...(promocode ? { promocode } : {}),
    };
    checkout.send({
      body,
      choice: toChoice(product.productid, cycle.billingcycle),
      success: {
        title: t('plans.order.successTitle'),
        done: t('plans.order.successDone', { product: product.name }),
        invoice: t('plans.order.successInvoice', { product: product.name }),
      },
      toDone: (answer) => ({ serviceid: answer.serviceid }),
    });
  }

  return (
    <OrderChoiceForm
      catalogue={catalogue}
      form={form}
      choice={choice}
      chosen={chosen}
      failure={failure}
      isChoiceMissing={checkout.isChoiceMissing}
      isPending={checkout.isPending}
      onChoice={checkout.handleChoice}
      onSubmit={handleSubmit}
    >
      <ConfirmOrder
        confirming={confirming}
        currency={catalogue.currency}
        isPending={checkout.isPending}
        onConfirm={handleConfirm}
        onClose={checkout.handleClose}
      />
    </OrderChoiceForm>
  );
}

/**
 * `/order`: the products the customer may order as cards, each with its
 * cycles and prices; an optional promotion code; one choice confirmed once,
 * then the new line's invoice to pay.
 */
export function OrderPage() {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const hasTexts = useScreenTexts('plans').data === true;
  const query = useCatalogue();
  if (!hasTexts) {
    return <PlansPageSkeleton />;
  }
  return (
    <>
      <BackLink to={toPath('/#subscriptions')}>
        {t('plans.order.back')}
      </BackLink>
      <PageHeader title={t('plans.order.title')} />
      <Text className={classes.intro}>{t('plans.order.intro')}</Text>
      <AsyncContent
        state={{
          data: query.data,
          isLoading: query.isPending,
          errorMessage: query.isError ? t(errorKey(query.error)) : null,
          onRetry: () => void query.refetch(),
          isRetrying: query.isFetching,
        }}
        skeleton={<ProductsSkeleton />}
        isEmpty={(data) => data.products.length === 0}
        empty={<NoProducts />}
      >
        {(catalogue) => <OrderForm catalogue={catalogue} />}
      </AsyncContent>
    </>
  );
}

import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Input.css';

import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type {
  CatalogueProduct,
  CatalogueResponse,
  CyclePrice,
  OrderRequest,
} from '@members/contract';
import { checkPromoCode } from '@members/contract';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CheckedTextInput } from '@/components/form/checked-fields';
import { AsyncContent } from '@/components/ui/async-content';
import { EmptyState } from '@/components/ui/empty-state';
import { FormBanner } from '@/components/ui/form-banner';
import { IconCircleCheck, IconLifebuoy } from '@/components/ui/icons';
import { BackLink, PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useAttemptKey } from '@/hooks/attempt-key';
import { useLocalePath } from '@/hooks/locale-context';
import { useFieldForm } from '@/hooks/use-field-form';
import type { FieldRule } from '@/hooks/use-field-form';
import { useFormError } from '@/hooks/use-form-error';
import { ApiError, errorKey } from '@/lib/api-client';
import { Link, useNavigate } from '@/lib/router';
import { useScreenTexts } from '@/lib/screen-texts';

import { useCatalogue } from '../api/catalogue';
import { useOrder } from '../api/order';
import { usePriceText } from '../hooks/use-price-text';
import { isDue, toChoice } from '../utils/plan-choices';

import {
  PlanChoices,
  PlansPageSkeleton,
  ProductsSkeleton,
} from './plan-choices';
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

/** A product in one cycle, chosen. */
interface Chosen {
  product: CatalogueProduct;
  cycle: CyclePrice;
}

function findChosen(
  products: readonly CatalogueProduct[],
  choice: string | null,
): Chosen | null {
  for (const product of products) {
    const cycle = product.cycles.find(
      (entry) => toChoice(product.productid, entry.billingcycle) === choice,
    );
    if (cycle) {
      return { product, cycle };
    }
  }
  return null;
}

/** What is being confirmed: the choice and the code with it. */
interface Confirming extends Chosen {
  promocode: string;
}

/** What the last attempt left to say: its error, and the choice it was for. */
interface Failure {
  error: unknown;
  choice: string;
}

/** The order is placed and nothing is due: say so. */
function OrderDone({ serviceid }: { serviceid: number | null }) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  return (
    <Paper withBorder radius="lg" data-testid="order-done">
      <EmptyState
        size="md"
        icon={<IconCircleCheck size={24} />}
        title={t('plans.order.doneTitle')}
        description={t('plans.order.doneText')}
        action={
          <Button
            component={Link}
            to={toPath(
              serviceid === null
                ? '/#subscriptions'
                : paths.subscription(serviceid),
            )}
          >
            {serviceid === null
              ? t('plans.order.back')
              : t('plans.order.openLine')}
          </Button>
        }
      />
    </Paper>
  );
}

function ConfirmOrder({
  confirming,
  currency,
  isPending,
  onConfirm,
  onClose,
}: {
  confirming: Confirming | null;
  currency: CatalogueResponse['currency'];
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const price = usePriceText();
  return (
    <Modal
      opened={confirming !== null}
      onClose={onClose}
      title={t('plans.order.confirmTitle')}
      centered
      closeOnClickOutside={!isPending}
      closeOnEscape={!isPending}
      withCloseButton={!isPending}
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      {confirming && (
        <Stack gap="md" data-testid="order-confirm">
          <dl className={classes.confirmList}>
            <dt>{t('plans.order.product')}</dt>
            <dd>{confirming.product.name}</dd>
            <dt>{t('plans.order.price')}</dt>
            <dd>
              {price.perCycle(
                confirming.cycle.price,
                currency,
                confirming.cycle.billingcycle,
              )}
            </dd>
            {isDue(confirming.cycle.setupFee) && (
              <>
                <dt>{t('plans.order.setupFeeLabel')}</dt>
                <dd>{price.money(confirming.cycle.setupFee, currency)}</dd>
              </>
            )}
            {confirming.promocode && (
              <>
                <dt>{t('plans.order.promoLabel')}</dt>
                <dd>{confirming.promocode}</dd>
              </>
            )}
          </dl>
          <Text size="sm">
            {confirming.promocode
              ? t('plans.order.confirmPromo')
              : t('plans.order.confirmText')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isPending}>
              {t('plans.order.cancel')}
            </Button>
            <Button onClick={onConfirm} loading={isPending} data-autofocus>
              {t('plans.order.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function OrderForm({ catalogue }: { catalogue: CatalogueResponse }) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const navigate = useNavigate();
  const price = usePriceText();
  const mutation = useOrder();
  const { keyFor, settle } = useAttemptKey();
  const failureMessage = useFormError();
  const [choice, setChoice] = useState<string | null>(null);
  const [isChoiceMissing, setIsChoiceMissing] = useState(false);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState<{ serviceid: number | null } | null>(null);
  const form = useFieldForm({
    rules: ORDER_RULES,
    error: failure?.error ?? null,
    overrides: PROMO_OVERRIDES,
    ownMessages: { PROMO_CODE_INVALID: t('errors.PROMO_CODE_INVALID') },
    onEdit: () => setFailure(null),
  });
  const { currency } = catalogue;
  const chosen = findChosen(catalogue.products, choice);

  if (done !== null) {
    return <OrderDone serviceid={done.serviceid} />;
  }

  function handleChoice(value: string) {
    setChoice(value);
    setIsChoiceMissing(false);
    setFailure(null);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = form.check();
    if (!chosen) {
      setIsChoiceMissing(true);
      return;
    }
    if (!checked) {
      return;
    }
    setFailure(null);
    setConfirming({ ...chosen, promocode: checked.promocode });
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
    const { product, cycle, promocode } = confirming;
    const body: OrderRequest = {
      productid: product.productid,
      billingcycle: cycle.billingcycle,
      price: cycle.price,
      ...(promocode ? { promocode } : {}),
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
        title: t('plans.order.successTitle'),
        message:
          answer.invoiceid === null
            ? t('plans.order.successDone', { product: product.name })
            : t('plans.order.successInvoice', { product: product.name }),
      });
      if (answer.invoiceid === null) {
        setDone({ serviceid: answer.serviceid });
      } else {
        navigate(toPath(paths.invoice(answer.invoiceid)));
      }
    } catch (error) {
      settle(error);
      setConfirming(null);
      setFailure({
        error,
        choice: toChoice(product.productid, cycle.billingcycle),
      });
      form.focusFailure(error);
    }
  }

  const products = catalogue.products.map((product) => ({
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

  const isPriceChange =
    failure?.error instanceof ApiError &&
    failure.error.code === 'PRICE_CHANGED';
  const fresh = isPriceChange
    ? findChosen(catalogue.products, failure.choice)
    : null;
  const banner =
    failure && !form.hasFieldError ? failureMessage(failure.error) : null;

  return (
    <form
      onSubmit={handleSubmit}
      noValidate
      aria-label={t('plans.order.title')}
    >
      <div className={classes.stack}>
        {banner && (
          <FormBanner>
            <span data-testid="order-failure">{banner}</span>
            {fresh && (
              <>
                {' '}
                <strong data-testid="order-new-price">
                  {t('plans.order.newPrice', {
                    product: fresh.product.name,
                    price: price.perCycle(
                      fresh.cycle.price,
                      currency,
                      fresh.cycle.billingcycle,
                    ),
                  })}
                </strong>
              </>
            )}
          </FormBanner>
        )}
        <PlanChoices
          label={t('plans.order.products')}
          products={products}
          value={chosen ? choice : null}
          onChange={handleChoice}
          error={isChoiceMissing ? t('plans.order.chooseFirst') : undefined}
          isDisabled={mutation.isPending}
          testId="order-products"
        />
      </div>
      <div className={classes.promo}>
        <CheckedTextInput
          form={form}
          field="promocode"
          label={t('plans.order.promo')}
          description={t('plans.order.promoHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          disabled={mutation.isPending}
        />
      </div>
      <div className={classes.footer}>
        <Text className={classes.summary} aria-live="polite">
          {chosen
            ? t('plans.order.summary', {
                product: chosen.product.name,
                price: price.perCycle(
                  chosen.cycle.price,
                  currency,
                  chosen.cycle.billingcycle,
                ),
              })
            : ''}
        </Text>
        <Button type="submit" size="md" loading={mutation.isPending}>
          {t('plans.order.submit')}
        </Button>
      </div>
      <ConfirmOrder
        confirming={confirming}
        currency={currency}
        isPending={mutation.isPending}
        onConfirm={() => void handleConfirm()}
        onClose={handleClose}
      />
    </form>
  );
}

/** No product to order: say so, and offer a ticket. */
function NoProducts() {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  return (
    <Paper withBorder radius="lg" data-testid="order-empty">
      <EmptyState
        size="md"
        icon={<IconLifebuoy size={24} />}
        title={t('plans.order.emptyTitle')}
        description={t('plans.order.emptyText')}
        action={
          <Button
            component={Link}
            variant="light"
            to={toPath(paths.openTicket({ subject: t('plans.order.title') }))}
          >
            {t('plans.order.emptyAction')}
          </Button>
        }
      />
    </Paper>
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

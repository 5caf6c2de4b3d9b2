import { Text } from '@mantine/core';
import type { CatalogueResponse } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';

import { usePriceText } from '../hooks/use-price-text';
import type { Chosen } from '../utils/plan-choices';
import { isDue } from '../utils/plan-choices';

import classes from './plans.module.css';

/** What is being confirmed: the choice and the code with it. */
export interface Confirming extends Chosen {
  promocode: string;
}

/** The order about to be placed, with its setup fee and promotion code, confirmed once. */
export function ConfirmOrder({
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
    <ConfirmDialog
      focus="confirm"
      isOpen={confirming !== null}
      title={t('plans.order.confirmTitle')}
      testId="order-confirm"
      cancelLabel={t('plans.order.cancel')}
      confirmLabel={t('plans.order.confirm')}
      isPending={isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {confirming && (
        <>
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
        </>
      )}
    </ConfirmDialog>
  );
}

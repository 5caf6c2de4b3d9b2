import { Text } from '@mantine/core';
import type {
  ConnectionChoice,
  ConnectionOptionsResponse,
} from '@members/contract';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';

import { isDue } from './connection-choices';
import classes from './connections.module.css';
import { usePriceText } from './use-price-text';

/** The change about to be ordered, from the connections now to the chosen ones, confirmed once. */
export function ConfirmConnection({
  choice,
  options,
  isPending,
  onConfirm,
  onClose,
}: {
  choice: ConnectionChoice | null;
  options: ConnectionOptionsResponse;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const price = usePriceText();
  const { current, currency, billingcycle } = options;
  return (
    <ConfirmDialog
      focus="confirm"
      isOpen={choice !== null}
      title={t('connections.confirmTitle')}
      testId="connection-confirm"
      cancelLabel={t('connections.cancel')}
      confirmLabel={t('connections.confirm')}
      isPending={isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {choice && (
        <>
          <dl className={classes.confirmList}>
            <dt>{t('connections.from')}</dt>
            <dd>
              {current
                ? t('connections.count', { count: current.connections })
                : ''}
            </dd>
            <dt>{t('connections.to')}</dt>
            <dd>{t('connections.count', { count: choice.connections })}</dd>
            <dt>{t('connections.newRecurring')}</dt>
            <dd>
              {price.perCycle(choice.recurringAmount, currency, billingcycle)}
            </dd>
            <dt>{t('connections.dueNowLabel')}</dt>
            <dd>{price.money(choice.dueNow, currency)}</dd>
          </dl>
          <Text size="sm">
            {isDue(choice.dueNow)
              ? t('connections.confirmDue')
              : t('connections.confirmNoDue')}
          </Text>
        </>
      )}
    </ConfirmDialog>
  );
}

import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PayMethod } from '@members/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/empty-state';
import { IconCreditCard } from '@/components/ui/icons/credit-card';
import { IconPlus } from '@/components/ui/icons/plus';
import { SectionCard } from '@/components/ui/section-card';
import { useFormSubmission } from '@/hooks/use-form-submission';
import { errorKey } from '@/lib/api-client';

import { useAddPayMethod, useSetDefaultPayMethod } from '../api/payments';

import { PayMethodCard } from './pay-method-card';
import { payMethodName } from './pay-method-name';
import classes from './payments.module.css';
import { RemovePayMethodDialog } from './remove-pay-method-dialog';

/** "Add a payment method": leaves for the billing system's own page. */
function AddButton() {
  const { t } = useTranslation();
  const add = useAddPayMethod();
  return (
    <Button
      leftSection={<IconPlus size={16} />}
      loading={add.isPending}
      onClick={() =>
        add.mutate(undefined, {
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: t('payment.add.failed'),
              message: t(errorKey(error)),
            }),
        })
      }
      data-testid="add-pay-method"
    >
      {t('payment.add.label')}
    </Button>
  );
}

/**
 * The stored methods, default first, each with "Make default" and "Remove"
 * (after a confirmation); the way to add one; an empty state without any.
 */
export function PayMethodsSection({ methods }: { methods: PayMethod[] }) {
  const { t } = useTranslation();
  const makeDefault = useFormSubmission(useSetDefaultPayMethod());
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [removing, setRemoving] = useState<PayMethod | null>(null);

  function handleMakeDefault(method: PayMethod) {
    setPendingId(method.id);
    makeDefault.submit(
      { paymethodid: method.id },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: t('payment.default.done', {
              name: payMethodName(method, t),
            }),
          }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('payment.failed'),
            message: t(errorKey(error)),
          }),
      },
    );
  }

  return (
    <SectionCard
      title={t('payment.methods.title')}
      icon={<IconCreditCard size={20} />}
      description={t('payment.methods.description')}
      action={methods.length > 0 ? <AddButton /> : undefined}
      isBare={methods.length > 0}
    >
      {methods.length === 0 ? (
        <EmptyState
          icon={<IconCreditCard size={24} />}
          title={t('payment.methods.empty')}
          description={t('payment.methods.emptyHint')}
          action={<AddButton />}
        />
      ) : (
        <ul className={classes.list} data-testid="pay-methods">
          {methods.map((method) => (
            <PayMethodCard
              key={method.id}
              method={method}
              isBusy={makeDefault.isPending && pendingId === method.id}
              onMakeDefault={handleMakeDefault}
              onRemove={setRemoving}
            />
          ))}
        </ul>
      )}
      <RemovePayMethodDialog
        method={removing}
        hasOthers={methods.length > 1}
        onClose={() => setRemoving(null)}
      />
    </SectionCard>
  );
}

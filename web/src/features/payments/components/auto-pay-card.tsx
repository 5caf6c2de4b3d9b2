import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';

import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';

import { IconRocket } from '@/components/ui/icons/rocket';
import { SectionCard } from '@/components/ui/section-card';
import { useFormSubmission } from '@/hooks/use-form-submission';
import { errorKey } from '@/lib/api-client';

import { useAutoPay } from '../api/payments';

import classes from './payments.module.css';

/**
 * "Automatic payment": whether the billing system charges due invoices to
 * the default method (WHMCS's `disableautocc`, the other way round); saved
 * as soon as the switch moves, with a notification.
 */
export function AutoPayCard({
  enabled,
  hasCard,
}: {
  enabled: boolean;
  /** Without a stored method there is nothing to charge. */
  hasCard: boolean;
}) {
  const { t } = useTranslation();
  const submission = useFormSubmission(useAutoPay());

  function handleChange(next: boolean) {
    submission.submit(
      { enabled: next },
      {
        onSuccess: (answer) =>
          notifications.show({
            color: 'teal',
            message: t(
              answer.autoPay ? 'payment.autoPay.on' : 'payment.autoPay.off',
            ),
          }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('payment.autoPay.failed'),
            message: t(errorKey(error)),
          }),
      },
    );
  }

  return (
    <SectionCard
      title={t('payment.autoPay.title')}
      icon={<IconRocket size={20} />}
      description={t('payment.autoPay.description')}
    >
      <div className={classes.body} data-testid="auto-pay">
        <Switch
          checked={enabled}
          onChange={(event) => handleChange(event.currentTarget.checked)}
          disabled={submission.isPending}
          label={t('payment.autoPay.label')}
          description={
            hasCard ? t('payment.autoPay.hint') : t('payment.autoPay.noMethod')
          }
        />
      </div>
    </SectionCard>
  );
}

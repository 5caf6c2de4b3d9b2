import type { Subscription } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { CheckedTextInput } from '@/components/form/checked-fields';
import { CopyField } from '@/components/ui/copy-field';
import { IconLock } from '@/components/ui/icons/lock';

import { useParentalCodeForm } from '../hooks/use-parental-code-form';

import { ChangeForm } from './change-form';
import { DetailCard } from './detail-card';
import classes from './subscription-detail.module.css';

/** Four digits, plus room to show what was typed by mistake. */
const CODE_INPUT_MAX_LENGTH = 8;

/** The parental code: the current one (masked) and a form for four digits. */
export function ParentalCodeCard({
  subscription,
}: {
  subscription: Subscription;
}) {
  const { t } = useTranslation();
  const { form, isPending, banner, handleChange, handleSubmit } =
    useParentalCodeForm(subscription);
  const label = t('subscriptions.fields.parentalCode');

  return (
    <DetailCard
      icon={IconLock}
      title={label}
      intro={t('subscriptions.parental.intro')}
      testId="parental-card"
    >
      <div className={classes.cardBody}>
        <CopyField
          label={t('subscriptions.parental.current')}
          value={subscription.parentalCode}
          copyLabel={t('subscriptions.copyField', { field: label })}
          emptyText={t('subscriptions.notSet')}
          isSecret
          revealLabel={t('subscriptions.detail.showCode')}
          hideLabel={t('subscriptions.detail.hideCode')}
        />
        <ChangeForm
          onSubmit={handleSubmit}
          banner={banner}
          isPending={isPending}
          submitLabel={t('subscriptions.parental.save')}
        >
          <CheckedTextInput
            form={form}
            field="code"
            name="parentalCode"
            label={t('subscriptions.parental.newLabel')}
            description={t('subscriptions.parental.hint')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={CODE_INPUT_MAX_LENGTH}
            classNames={{ input: classes.codeInput }}
            onChange={handleChange}
            data-testid="parental-input"
          />
        </ChangeForm>
      </div>
    </DetailCard>
  );
}

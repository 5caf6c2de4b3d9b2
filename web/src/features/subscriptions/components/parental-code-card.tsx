import { notifications } from '@mantine/notifications';
import { checkParentalCode } from '@members/contract';
import type { Subscription } from '@members/contract';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { CheckedTextInput } from '@/components/form/checked-fields';
import { CopyField } from '@/components/ui/copy-field';
import { IconLock } from '@/components/ui/icons';
import { useFieldForm } from '@/hooks/use-field-form';
import type { FieldRule } from '@/hooks/use-field-form';

import { useUpdateParentalCode } from '../api/update-parental-code';

import { ChangeForm } from './change-form';
import { DetailCard } from './detail-card';
import classes from './subscription-detail.module.css';

/** Four digits, plus room to show what was typed by mistake. */
const CODE_INPUT_MAX_LENGTH = 8;

/** The code is checked and sent as typed. */
const CODE_RULE: FieldRule = { check: checkParentalCode };

/** The parental code: the current one (masked) and a form for four digits. */
export function ParentalCodeCard({
  subscription,
}: {
  subscription: Subscription;
}) {
  const { t } = useTranslation();
  const update = useUpdateParentalCode();
  // The request names the field `code`, so the server's issues land on it.
  const form = useFieldForm({
    rules: { code: CODE_RULE },
    error: update.error,
    onEdit: () => update.reset(),
  });
  const label = t('subscriptions.fields.parentalCode');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) {
      return;
    }
    const checked = form.check();
    if (!checked) {
      return;
    }
    update.mutate(
      { serviceid: subscription.id, code: checked.code },
      {
        onSuccess: () => {
          form.clear();
          notifications.show({
            color: 'teal',
            title: t('subscriptions.parental.savedTitle'),
            message: t('subscriptions.parental.savedMessage'),
          });
        },
        onError: form.focusFailure,
      },
    );
  };

  const otherError =
    update.isError && !form.hasFieldError ? update.error : null;

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
          error={otherError}
          isPending={update.isPending}
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
            onChange={(event) => {
              const next = event.currentTarget.value;
              form.setValue('code', next);
              // Letters are flagged at once; a short code only on submit.
              const problem = checkParentalCode(next);
              if (problem === 'parental_code_not_digits') {
                form.setProblem('code', problem);
              }
            }}
            data-testid="parental-input"
          />
        </ChangeForm>
      </div>
    </DetailCard>
  );
}

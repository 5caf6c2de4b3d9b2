import { TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Subscription } from '@members/contract';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { CopyField } from '@/components/ui/copy-field';
import { IconLock } from '@/components/ui/icons';
import { fieldErrorsOf } from '@/hooks/use-form-error';
import type { FieldErrorOverrides } from '@/hooks/use-form-error';

import { useUpdateParentalCode } from '../api/update-parental-code';
import { checkParentalCode } from '../utils/validate';
import type { ParentalCodeProblem } from '../utils/validate';

import { ChangeForm } from './change-form';
import { DetailCard } from './detail-card';
import classes from './subscription-detail.module.css';

/** Four digits, plus room to show what was typed by mistake. */
const CODE_INPUT_MAX_LENGTH = 8;

/** Any refused code (VALIDATION) reads as not four digits (`subscriptions.parental.<code>`). */
const PARENTAL_FIELD_ERRORS: FieldErrorOverrides<'parentalCode'> = {
  VALIDATION: { parentalCode: 'length' },
};

/** The parental code: the current one (masked) and a form for four digits. */
export function ParentalCodeCard({
  subscription,
}: {
  subscription: Subscription;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const update = useUpdateParentalCode();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<ParentalCodeProblem>(null);
  const label = t('subscriptions.fields.parentalCode');
  const serverProblem = fieldErrorsOf(
    update.error,
    ['parentalCode'],
    PARENTAL_FIELD_ERRORS,
  ).parentalCode;
  const shownProblem = problem ?? serverProblem;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) {
      return;
    }
    const nextProblem = checkParentalCode(code);
    setProblem(nextProblem);
    if (nextProblem) {
      inputRef.current?.focus();
      return;
    }
    update.mutate(
      { serviceid: subscription.id, code },
      {
        onSuccess: () => {
          setCode('');
          notifications.show({
            color: 'teal',
            title: t('subscriptions.parental.savedTitle'),
            message: t('subscriptions.parental.savedMessage'),
          });
        },
      },
    );
  };

  const otherError = update.isError && !serverProblem ? update.error : null;

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
          <TextInput
            ref={inputRef}
            name="parentalCode"
            label={t('subscriptions.parental.newLabel')}
            description={t('subscriptions.parental.hint')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={CODE_INPUT_MAX_LENGTH}
            classNames={{ input: classes.codeInput }}
            value={code}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setCode(next);
              setProblem(/^\d*$/.test(next) ? null : 'digits');
              update.reset();
            }}
            error={
              shownProblem
                ? t(`subscriptions.parental.${shownProblem}`)
                : undefined
            }
            data-testid="parental-input"
          />
        </ChangeForm>
      </div>
    </DetailCard>
  );
}

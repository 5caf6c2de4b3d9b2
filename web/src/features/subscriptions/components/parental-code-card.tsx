import { TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { checkParentalCode } from '@members/contract';
import type { ParentalCodeProblem, Subscription } from '@members/contract';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { CopyField } from '@/components/ui/copy-field';
import { IconLock } from '@/components/ui/icons';
import { useFieldMessage } from '@/hooks/use-field-message';
import { fieldErrorsOf } from '@/hooks/use-form-error';

import { useUpdateParentalCode } from '../api/update-parental-code';

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
  const inputRef = useRef<HTMLInputElement>(null);
  const update = useUpdateParentalCode();
  const [code, setCode] = useState('');
  const fieldMessage = useFieldMessage();
  const [problem, setProblem] = useState<ParentalCodeProblem | null>(null);
  const label = t('subscriptions.fields.parentalCode');
  // The request names the field `code`; its issue codes are the checker's.
  const serverProblem = fieldErrorsOf(update.error, ['code']).code;
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
              // Letters are flagged at once; a short code only on submit.
              const nextProblem = checkParentalCode(next);
              setProblem(
                nextProblem === 'parental_code_not_digits' ? nextProblem : null,
              );
              update.reset();
            }}
            error={fieldMessage(shownProblem)}
            data-testid="parental-input"
          />
        </ChangeForm>
      </div>
    </DetailCard>
  );
}

import { TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { checkMac, normaliseMacInput } from '@members/contract';
import type { MacProblem, Subscription } from '@members/contract';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { CopyField } from '@/components/ui/copy-field';
import { IconRouter } from '@/components/ui/icons';
import { useFieldMessage } from '@/hooks/use-field-message';
import { fieldErrorsOf } from '@/hooks/use-form-error';
import type { FieldErrorOverrides } from '@/hooks/use-form-error';

import { useUpdateMacAddress } from '../api/update-mac-address';

import { ChangeForm } from './change-form';
import { DetailCard } from './detail-card';
import classes from './subscription-detail.module.css';

/** The longest notation the contract accepts, with room for stray spaces. */
const MAC_INPUT_MAX_LENGTH = 24;

/** A MAC another subscription uses is an error of the field (`fields.<code>`). */
const MAC_FIELD_ERRORS: FieldErrorOverrides<'mac'> = {
  MAC_ALREADY_USED: { mac: 'mac_already_used' },
};

/**
 * The device MAC: the current one with a copy button and a
 * form that takes any common notation, shows how it will be saved, checks it
 * before sending and says when another subscription already uses it.
 */
export function MacAddressCard({
  subscription,
}: {
  subscription: Subscription;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const update = useUpdateMacAddress();
  const [value, setValue] = useState('');
  const fieldMessage = useFieldMessage();
  const [problem, setProblem] = useState<MacProblem | null>(null);
  const normalised = normaliseMacInput(value.trim());
  const hasMac = Boolean(subscription.mac);
  const label = t('subscriptions.fields.mac');
  const serverProblem = fieldErrorsOf(
    update.error,
    ['mac'],
    MAC_FIELD_ERRORS,
  ).mac;
  const shownProblem = problem ?? serverProblem;

  const handleBlur = () => {
    if (value.trim() === '') {
      return;
    }
    if (normalised) {
      setValue(normalised);
      return;
    }
    setProblem(checkMac(value.trim()));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) {
      return;
    }
    const nextProblem = checkMac(value.trim());
    setProblem(nextProblem);
    if (nextProblem || !normalised) {
      inputRef.current?.focus();
      return;
    }
    setValue(normalised);
    update.mutate(
      { serviceid: subscription.id, mac: normalised },
      {
        onSuccess: () => {
          setValue('');
          notifications.show({
            color: 'teal',
            title: t('subscriptions.mac.savedTitle'),
            message: t('subscriptions.mac.savedMessage', { mac: normalised }),
          });
        },
        onError: (error) => {
          if (fieldErrorsOf(error, ['mac'], MAC_FIELD_ERRORS).mac) {
            inputRef.current?.focus();
          }
        },
      },
    );
  };

  const otherError = update.isError && !serverProblem ? update.error : null;

  return (
    <DetailCard
      icon={IconRouter}
      title={label}
      intro={t('subscriptions.mac.intro')}
      testId="mac-card"
    >
      <div className={classes.cardBody}>
        <CopyField
          label={t('subscriptions.mac.current')}
          value={subscription.mac}
          copyLabel={t('subscriptions.copyField', { field: label })}
          emptyText={t('subscriptions.detail.noMac')}
          isMonospace
        />
        <ChangeForm
          onSubmit={handleSubmit}
          error={otherError}
          isPending={update.isPending}
          submitLabel={t(
            hasMac ? 'subscriptions.mac.change' : 'subscriptions.mac.add',
          )}
        >
          <TextInput
            ref={inputRef}
            name="mac"
            label={t(
              hasMac
                ? 'subscriptions.mac.newLabel'
                : 'subscriptions.mac.addLabel',
            )}
            // eslint-disable-next-line i18next/no-literal-string -- a MAC, the same in every language
            placeholder="00:1A:79:00:00:00"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={MAC_INPUT_MAX_LENGTH}
            classNames={{ input: classes.monoInput }}
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setProblem(null);
              update.reset();
            }}
            onBlur={handleBlur}
            description={
              normalised && normalised !== value.trim()
                ? t('subscriptions.mac.preview', { mac: normalised })
                : t('subscriptions.mac.hint')
            }
            error={fieldMessage(shownProblem)}
            data-testid="mac-input"
          />
        </ChangeForm>
      </div>
    </DetailCard>
  );
}

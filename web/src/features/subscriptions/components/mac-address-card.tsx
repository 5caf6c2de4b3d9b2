import { notifications } from '@mantine/notifications';
import { checkMac, normaliseMacInput } from '@members/contract';
import type { Subscription } from '@members/contract';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { CheckedTextInput } from '@/components/form/checked-fields';
import { CopyField } from '@/components/ui/copy-field';
import { IconRouter } from '@/components/ui/icons';
import { useFieldForm } from '@/hooks/use-field-form';
import type { FieldRule } from '@/hooks/use-field-form';
import type { FieldErrorOverrides } from '@/hooks/use-form-error';

import { useUpdateMacAddress } from '../api/update-mac-address';

import { ChangeForm } from './change-form';
import { DetailCard } from './detail-card';
import classes from './subscription-detail.module.css';

/** The longest notation the contract accepts, with room for stray spaces. */
const MAC_INPUT_MAX_LENGTH = 24;

/** The MAC as typed is checked and sent trimmed. */
const MAC_RULE: FieldRule = {
  check: checkMac,
  prepare: (value) => value.trim(),
};

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
  const update = useUpdateMacAddress();
  const form = useFieldForm({
    rules: { mac: MAC_RULE },
    error: update.error,
    overrides: MAC_FIELD_ERRORS,
    onEdit: () => update.reset(),
  });
  const value = form.values.mac;
  const normalised = normaliseMacInput(value.trim());
  const hasMac = Boolean(subscription.mac);
  const label = t('subscriptions.fields.mac');

  const handleBlur = () => {
    if (value.trim() === '') {
      return;
    }
    if (normalised) {
      // Showing the stored form is no edit: a refusal shown stays.
      if (normalised !== value) {
        form.setValue('mac', normalised);
      }
      return;
    }
    form.setProblem('mac', checkMac(value.trim()));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) {
      return;
    }
    const checked = form.check();
    const mac = checked && normaliseMacInput(checked.mac);
    if (!mac) {
      return;
    }
    if (mac !== value) {
      form.setValue('mac', mac);
    }
    update.mutate(
      { serviceid: subscription.id, mac },
      {
        onSuccess: () => {
          form.clear();
          notifications.show({
            color: 'teal',
            title: t('subscriptions.mac.savedTitle'),
            message: t('subscriptions.mac.savedMessage', { mac }),
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
          <CheckedTextInput
            form={form}
            field="mac"
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
            onBlur={handleBlur}
            description={
              normalised && normalised !== value.trim()
                ? t('subscriptions.mac.preview', { mac: normalised })
                : t('subscriptions.mac.hint')
            }
            data-testid="mac-input"
          />
        </ChangeForm>
      </div>
    </DetailCard>
  );
}

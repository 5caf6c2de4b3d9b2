import type { Subscription } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { CheckedTextInput } from '@/components/form/checked-fields';
import { CopyField } from '@/components/ui/copy-field';
import { IconRouter } from '@/components/ui/icons/router';

import { useMacAddressForm } from '../hooks/use-mac-address-form';

import { ChangeForm } from './change-form';
import { DetailCard } from './detail-card';
import classes from './subscription-detail.module.css';

/** The longest notation the contract accepts, with room for stray spaces. */
const MAC_INPUT_MAX_LENGTH = 24;

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
  const {
    form,
    value,
    normalised,
    isPending,
    banner,
    handleBlur,
    handleSubmit,
  } = useMacAddressForm(subscription);
  const hasMac = Boolean(subscription.mac);
  const label = t('subscriptions.fields.mac');

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
          banner={banner}
          isPending={isPending}
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

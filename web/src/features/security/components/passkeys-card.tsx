import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MAX_PASSKEYS } from '@members/contract';
import type { PasskeySummary } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { supportsPasskeys } from '@/components/step-up/webauthn';
import { IconKey } from '@/components/ui/icons/key';
import { IconPlus } from '@/components/ui/icons/plus';
import lists from '@/components/ui/lists.module.css';
import { SectionCard } from '@/components/ui/section-card';
import { useFormSubmission } from '@/hooks/use-form-submission';

import { useAddPasskey } from '../api/passkeys';

import { FailureNote } from './failure-note';
import { PasskeyRow } from './passkey-row';
import classes from './security.module.css';

/** The button that adds a passkey, and why the last try did not. */
function AddPasskey({ isFull }: { isFull: boolean }) {
  const { t } = useTranslation();
  const add = useFormSubmission(useAddPasskey());
  if (!supportsPasskeys()) {
    return (
      <Text size="sm" c="dimmed" data-testid="passkeys-unsupported">
        {t('security.unsupported')}
      </Text>
    );
  }
  return (
    <Stack gap="sm" align="stretch">
      <div className={classes.actions}>
        <Button
          leftSection={<IconPlus size={16} />}
          loading={add.isPending}
          disabled={isFull}
          onClick={() =>
            add.submit(
              {},
              {
                onSuccess: () =>
                  notifications.show({
                    color: 'teal',
                    message: t('security.passkeys.added'),
                  }),
              },
            )
          }
        >
          {t('security.passkeys.add')}
        </Button>
      </div>
      <FailureNote
        error={add.error}
        banner={add.banner}
        cancelledText={t('security.passkeys.cancelled')}
      />
    </Stack>
  );
}

/** The customer's passkeys, each renamed or removed in place, and the way to add one. */
export function PasskeysCard({ passkeys }: { passkeys: PasskeySummary[] }) {
  const { t } = useTranslation();
  return (
    <SectionCard
      title={t('security.passkeys.title')}
      icon={<IconKey size={20} />}
      count={passkeys.length}
      description={t('security.passkeys.description')}
    >
      {passkeys.length > 0 ? (
        <ul
          className={lists.divided}
          aria-label={t('security.passkeys.listLabel')}
        >
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      ) : (
        <Text size="sm" c="dimmed" className={classes.body}>
          {t('security.passkeys.empty')}
        </Text>
      )}
      <div className={classes.body}>
        <AddPasskey isFull={passkeys.length >= MAX_PASSKEYS} />
      </div>
    </SectionCard>
  );
}

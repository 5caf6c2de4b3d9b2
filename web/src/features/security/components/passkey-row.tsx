import { Badge, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PasskeySummary } from '@members/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CheckedTextInput } from '@/components/form/checked-fields';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import facts from '@/components/ui/facts.module.css';
import { FormBanner } from '@/components/ui/form-banner';
import { IconPencil } from '@/components/ui/icons/pencil';
import { useLocale } from '@/hooks/locale-context';
import { useFormSubmission } from '@/hooks/use-form-submission';
import { formatMoment } from '@/utils/format';

import { useRemovePasskey } from '../api/passkeys';
import { useRenameForm } from '../hooks/use-rename-form';

import classes from './security.module.css';

/** The name field of a passkey, in place of its name, with save and cancel. */
function RenameForm({
  passkey,
  onDone,
}: {
  passkey: PasskeySummary;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { form, submission, handleSubmit } = useRenameForm(passkey, onDone);
  return (
    <form noValidate onSubmit={handleSubmit} className={classes.main}>
      <CheckedTextInput
        form={form}
        field="name"
        label={t('security.passkeys.nameLabel')}
        autoComplete="off"
        data-autofocus
      />
      {submission.banner && <FormBanner>{submission.banner}</FormBanner>}
      <Group gap="xs" mt="xs" className={classes.actions}>
        <Button type="submit" size="xs" loading={submission.isPending}>
          {t('security.passkeys.save')}
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={submission.isPending}
          onClick={onDone}
        >
          {t('common.actions.cancel')}
        </Button>
      </Group>
    </form>
  );
}

/** What is known of a passkey: when it was added and last used. */
function PasskeyFacts({ passkey }: { passkey: PasskeySummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className={classes.main}>
      <div className={facts.top}>
        <Text span fw={700}>
          {passkey.name}
        </Text>
        {passkey.synced && (
          <Badge variant="light" color="cyan" radius="sm">
            {t('security.passkeys.synced')}
          </Badge>
        )}
      </div>
      <dl className={facts.facts}>
        <div>
          <dt>{t('security.passkeys.addedAt')}</dt>
          <dd>{formatMoment(passkey.createdAt, locale)}</dd>
        </div>
        <div>
          <dt>{t('security.passkeys.lastUsed')}</dt>
          <dd>
            {passkey.lastUsedAt
              ? formatMoment(passkey.lastUsedAt, locale)
              : t('security.passkeys.neverUsed')}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** One passkey: its name and dates, renamed in place, removed after a confirmation. */
export function PasskeyRow({ passkey }: { passkey: PasskeySummary }) {
  const { t } = useTranslation();
  const [isRenaming, setIsRenaming] = useState(false);
  const [isRemoving, setIsRemoving] = useState(false);
  const remove = useFormSubmission(useRemovePasskey());
  const handleRemove = () =>
    remove.submit(
      { id: passkey.id },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: t('security.passkeys.removed'),
          }),
      },
    );
  return (
    <li className={classes.row} data-testid="passkey">
      {isRenaming ? (
        <RenameForm passkey={passkey} onDone={() => setIsRenaming(false)} />
      ) : (
        <>
          <PasskeyFacts passkey={passkey} />
          <Group gap="xs" className={classes.actions}>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPencil size={14} />}
              aria-label={t('security.passkeys.renameLabel', {
                name: passkey.name,
              })}
              onClick={() => setIsRenaming(true)}
            >
              {t('security.passkeys.rename')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              aria-label={t('security.passkeys.removeLabel', {
                name: passkey.name,
              })}
              onClick={() => {
                remove.reset();
                setIsRemoving(true);
              }}
            >
              {t('security.passkeys.remove')}
            </Button>
          </Group>
        </>
      )}
      <ConfirmDialog
        isOpen={isRemoving}
        title={t('security.passkeys.removeTitle')}
        testId="remove-passkey"
        error={remove.banner}
        cancelLabel={t('common.actions.cancel')}
        confirmLabel={t('security.passkeys.removeConfirm')}
        confirmColor="red"
        isPending={remove.isPending}
        onConfirm={handleRemove}
        onClose={() => setIsRemoving(false)}
      >
        <Text size="sm">
          {t('security.passkeys.removeText', { name: passkey.name })}
        </Text>
      </ConfirmDialog>
    </li>
  );
}

import { Text } from '@mantine/core';
import { WITHDRAWAL_NOTES_MAX_LENGTH } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { CheckedTextarea } from '@/components/form/checked-fields';
import type { FieldForm } from '@/hooks/use-field-form';

import type { WithdrawalField } from '../utils/withdrawal-draft';

import classes from './withdrawal.module.css';

/** The withdrawal's notes, with how many characters of the most are used. */
export function WithdrawalNotesField({
  form,
  isPending,
}: {
  form: FieldForm<WithdrawalField>;
  isPending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <CheckedTextarea
        form={form}
        field="notes"
        label={t('withdrawal.form.notes')}
        description={t('withdrawal.form.notesHelp')}
        rows={4}
        resize="vertical"
        maxLength={WITHDRAWAL_NOTES_MAX_LENGTH}
        disabled={isPending}
      />
      <Text size="xs" c="dimmed" ta="right" className={classes.counter}>
        {t('withdrawal.form.notesCount', {
          count: form.values.notes.length,
          max: WITHDRAWAL_NOTES_MAX_LENGTH,
        })}
      </Text>
    </>
  );
}

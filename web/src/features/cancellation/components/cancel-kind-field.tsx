import { Radio, Stack } from '@mantine/core';
import type { CancellationKind } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { CheckedTextarea } from '@/components/form/checked-fields';
import type { FieldForm } from '@/hooks/use-field-form';

import type { CancelField } from '../utils/cancel-rules';

/**
 * The cancel form's kind: ordinary or extraordinary, the latter with the
 * reason it asks for.
 */
export function CancelKindField({
  form,
  kind,
  onKindChange,
  isPending,
}: {
  form: FieldForm<CancelField>;
  kind: CancellationKind;
  onKindChange: (kind: CancellationKind) => void;
  isPending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Radio.Group
        label={t('cancel.form.kind')}
        value={kind}
        onChange={(value) => {
          onKindChange(value as CancellationKind);
          form.setProblem('reason', null);
        }}
        required
      >
        <Stack gap="sm" mt="xs">
          <Radio
            value="ordinary"
            label={t('cancel.form.ordinary')}
            description={t('cancel.form.ordinaryHelp')}
            disabled={isPending}
          />
          <Radio
            value="extraordinary"
            label={t('cancel.form.extraordinary')}
            description={t('cancel.form.extraordinaryHelp')}
            disabled={isPending}
          />
        </Stack>
      </Radio.Group>
      {kind === 'extraordinary' && (
        <CheckedTextarea
          form={form}
          field="reason"
          label={t('cancel.form.reason')}
          required
          rows={3}
          resize="vertical"
          disabled={isPending}
        />
      )}
    </>
  );
}

import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { CheckedTextInput } from '@/components/form/checked-fields';
import classes from '@/components/ui/declaration.module.css';
import type { FieldForm } from '@/hooks/use-field-form';

import type { CancelField, EndChoice } from '../utils/cancel-rules';

/**
 * When the contract ends: at the end of the paid period (its date once a
 * contract is chosen), or on a date the customer picks up to then.
 */
export function CancelEndField({
  form,
  endChoice,
  onEndChoiceChange,
  periodEnd,
  today,
  latest,
  isPending,
}: {
  form: FieldForm<CancelField>;
  endChoice: EndChoice;
  onEndChoiceChange: (choice: EndChoice) => void;
  /** The paid period's end, formatted; empty while no contract is chosen. */
  periodEnd: string;
  today: string;
  latest: string | null;
  isPending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Radio.Group
        label={t('cancel.form.end')}
        value={endChoice}
        onChange={(value) => {
          onEndChoiceChange(value as EndChoice);
          form.setProblem('endAt', null);
        }}
        required
      >
        <Stack gap="sm" mt="xs">
          <Radio
            value="endOfPeriod"
            label={
              periodEnd
                ? t('cancel.form.endOfPeriodOn', { date: periodEnd })
                : t('cancel.form.endOfPeriod')
            }
            disabled={isPending}
          />
          <Radio
            value="date"
            label={t('cancel.form.onDate')}
            disabled={isPending}
          />
        </Stack>
      </Radio.Group>
      {endChoice === 'date' && (
        <CheckedTextInput
          form={form}
          field="endAt"
          type="date"
          label={t('cancel.form.date')}
          description={
            periodEnd
              ? t('cancel.form.dateHelp', { date: periodEnd })
              : t('cancel.form.dateHelpOpen')
          }
          min={today}
          max={latest ?? undefined}
          required
          readOnly={isPending}
          className={classes.date}
        />
      )}
    </>
  );
}

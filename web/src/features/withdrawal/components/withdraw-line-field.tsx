import { Text } from '@mantine/core';
import type { WithdrawableLine } from '@members/contract';
import { useTranslation } from 'react-i18next';

import {
  CheckedSelect,
  CheckedTextInput,
} from '@/components/form/checked-fields';
import { useLocale } from '@/hooks/locale-context';
import type { FieldForm } from '@/hooks/use-field-form';
import { formatDate } from '@/utils/format';

import { offeredLines } from '../utils/withdraw-rules';
import type { WithdrawField } from '../utils/withdraw-rules';

/**
 * The contract withdrawn from: a signed-in customer picks one of their own
 * lines (those within their 14 days first, "You can withdraw until …"; the
 * others with the note that staff check the period), a guest names it.
 */
export function WithdrawLineField({
  form,
  lines,
  isPending,
}: {
  form: FieldForm<WithdrawField>;
  /** A signed-in customer's lines; null for a guest. */
  lines: readonly WithdrawableLine[] | null;
  isPending: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!lines) {
    return (
      <CheckedTextInput
        form={form}
        field="serviceRef"
        label={t('withdraw.form.serviceRef')}
        description={t('withdraw.form.serviceRefHelp')}
        autoComplete="off"
        required
        readOnly={isPending}
      />
    );
  }
  const { within, others } = offeredLines(lines);
  const optionOf = (line: WithdrawableLine) => ({
    value: String(line.serviceid),
    label: line.withinPeriod
      ? t('withdraw.form.lineWithin', {
          contract: line.contract,
          date: formatDate(line.withdrawUntil, locale),
        })
      : t('withdraw.form.lineOther', { contract: line.contract }),
  });
  const chosen = lines.find(
    (line) => String(line.serviceid) === form.values.serviceid,
  );
  return (
    <div>
      <CheckedSelect
        form={form}
        field="serviceid"
        label={t('withdraw.form.contract')}
        placeholder={t('withdraw.form.contractPlaceholder')}
        data={[
          ...(within.length > 0
            ? [
                {
                  group: t('withdraw.form.groupWithin'),
                  items: within.map(optionOf),
                },
              ]
            : []),
          ...(others.length > 0
            ? [
                {
                  group: t('withdraw.form.groupOther'),
                  items: others.map(optionOf),
                },
              ]
            : []),
        ]}
        allowDeselect={false}
        required
        readOnly={isPending}
        comboboxProps={{ withinPortal: true }}
      />
      {chosen && (
        <Text size="sm" mt={6} data-testid="withdraw-line-period">
          {chosen.withinPeriod
            ? t('withdraw.form.withdrawUntil', {
                date: formatDate(chosen.withdrawUntil, locale),
              })
            : t('withdraw.form.staffCheck')}
        </Text>
      )}
    </div>
  );
}

import type { Subscription } from '@members/contract';
import { useTranslation } from 'react-i18next';

import {
  CheckedSelect,
  CheckedTextInput,
} from '@/components/form/checked-fields';
import { useLocale } from '@/hooks/locale-context';
import type { FieldForm } from '@/hooks/use-field-form';
import { formatDate } from '@/utils/format';

import type { CancelField } from '../utils/cancel-rules';

/**
 * The cancel form's contract: a signed-in customer chooses one of their own
 * subscriptions, a guest names it.
 */
export function CancelContractField({
  form,
  subscriptions,
  onChosen,
  isPending,
}: {
  form: FieldForm<CancelField>;
  /** A signed-in customer's subscriptions that can be cancelled; null for a guest. */
  subscriptions: Subscription[] | null;
  onChosen: (id: string) => void;
  isPending: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return subscriptions ? (
    <CheckedSelect
      form={form}
      field="serviceid"
      label={t('cancel.form.contract')}
      placeholder={t('cancel.form.contractPlaceholder')}
      data={subscriptions.map((sub) => ({
        value: String(sub.id),
        label: t('cancel.form.contractOption', {
          name: sub.name,
          username: sub.username || `#${sub.id}`,
          date: formatDate(sub.nextDueDate, locale) || '—',
        }),
      }))}
      onChange={(value) => {
        form.setValue('serviceid', value ?? '');
        onChosen(value ?? '');
        form.setProblem('endAt', null);
      }}
      allowDeselect={false}
      required
      readOnly={isPending}
      comboboxProps={{ withinPortal: true }}
    />
  ) : (
    <CheckedTextInput
      form={form}
      field="serviceRef"
      label={t('cancel.form.serviceRef')}
      description={t('cancel.form.serviceRefHelp')}
      autoComplete="off"
      required
      readOnly={isPending}
    />
  );
}

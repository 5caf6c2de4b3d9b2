import { CheckedTextInput } from '@/components/form/checked-fields';
import type { FieldForm } from '@/hooks/use-field-form';

/**
 * Who declares and where the confirmation goes: the name and the e-mail
 * address of a declaration (the cancellation's, the withdrawal's), each
 * checked as it is typed. Read-only (not disabled) while it is sent, so a
 * refused one can take the focus as soon as the answer comes.
 */
export function DeclarantFields<F extends string>({
  form,
  labels,
  isPending,
}: {
  form: FieldForm<F | 'name' | 'email'>;
  labels: { name: string; email: string; emailHelp: string };
  isPending: boolean;
}) {
  return (
    <>
      <CheckedTextInput
        form={form}
        field="name"
        label={labels.name}
        autoComplete="name"
        required
        readOnly={isPending}
      />
      <CheckedTextInput
        form={form}
        field="email"
        type="email"
        label={labels.email}
        description={labels.emailHelp}
        autoComplete="email"
        inputMode="email"
        required
        readOnly={isPending}
      />
    </>
  );
}

import { Select, Textarea, TextInput } from '@mantine/core';
import type { SelectProps, TextareaProps, TextInputProps } from '@mantine/core';

import type { FieldForm } from '@/hooks/use-field-form';

/** Which field of which `useFieldForm` form an input shows. */
interface CheckedFieldProps<F extends string> {
  /** The form (`useFieldForm`); it takes the place of the HTML `form` attribute. */
  form: FieldForm<F>;
  /** One of the form's fields (the form decides which ones exist). */
  field: NoInfer<F>;
}

/**
 * A Mantine TextInput wired to a `useFieldForm` field: its value, its ref for
 * the focus, and its problem as the error (Mantine then sets `aria-invalid`
 * and points `aria-describedby` at it). Props given here win (an `onChange`
 * that also flags a problem at once, say).
 */
export function CheckedTextInput<F extends string>({
  form,
  field,
  ...props
}: CheckedFieldProps<F> & Omit<TextInputProps, 'value' | 'error' | 'form'>) {
  return <TextInput {...form.inputProps(field)} {...props} />;
}

/** A Mantine Textarea wired to a `useFieldForm` field, as {@link CheckedTextInput}. */
export function CheckedTextarea<F extends string>({
  form,
  field,
  ...props
}: CheckedFieldProps<F> & Omit<TextareaProps, 'value' | 'error' | 'form'>) {
  return <Textarea {...form.inputProps(field)} {...props} />;
}

/**
 * A Mantine Select wired to a `useFieldForm` field: null while nothing is
 * chosen, the choice as the field's value, its problem as the error. An
 * `error` given (its options could not load, say) is shown instead.
 */
export function CheckedSelect<F extends string>({
  form,
  field,
  error,
  ...props
}: CheckedFieldProps<F> & Omit<SelectProps, 'value' | 'form'>) {
  const selectProps = form.selectProps(field);
  return (
    <Select {...selectProps} {...props} error={error ?? selectProps.error} />
  );
}

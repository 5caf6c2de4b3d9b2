import { useState } from 'react';
import type { ChangeEvent } from 'react';

import { useFieldElements } from '@/hooks/use-field-elements';
import { useFieldMessage } from '@/hooks/use-field-message';
import { fieldErrorsOf } from '@/hooks/use-form-error';
import type { FieldErrorOverrides } from '@/hooks/use-form-error';
import { useServerProblems } from '@/hooks/use-server-problems';

/** A field of a form: the contract's checker, and how a typed value is sent. */
export interface FieldRule {
  /** The contract's field checker: null, or the problem code. */
  check: (value: string) => string | null;
  /** The value as it is checked and sent (trimmed, say); as typed by default. */
  prepare?: (value: string) => string;
  /**
   * Reads the value when the field keeps it elsewhere (a rich-text editor's
   * Markdown); checked and sent instead of the typed one.
   */
  read?: () => string;
  /** Focuses the field when it is no single input (an editor, a file list). */
  focus?: () => void;
}

/** Where a field's element is kept, to focus it: any focusable input. */
export type FieldRef = (element: HTMLElement | null) => void;

/** What `useFieldForm` gives a form. */
export interface FieldForm<F extends string> {
  values: Record<F, string>;
  /** Sets a field as typed; clears its problem and the last failure. */
  setValue: (field: F, value: string) => void;
  /**
   * Records an edit of a field whose value is kept elsewhere (`read`): clears
   * its problem and its server issue, as typing does.
   */
  markEdited: (field: F) => void;
  /** Shows (or clears) a problem code on a field, e.g. as soon as it is left. */
  setProblem: (field: F, code: string | null) => void;
  /** The field's problem code: its own check's, else the server's issue. */
  problemOf: (field: F) => string | undefined;
  /** Whether the last failure is shown on a field rather than in the banner. */
  hasFieldError: boolean;
  /** The field's problem, translated; undefined when it has none. */
  messageOf: (field: F) => string | undefined;
  /**
   * Props for a Mantine text input or textarea: ref, value, onChange and the
   * translated error.
   */
  inputProps: (field: F) => {
    ref: FieldRef;
    value: string;
    onChange: (
      event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>,
    ) => void;
    error: string | undefined;
  };
  /**
   * Props for a Mantine Select: ref, value (null while empty), onChange and
   * the translated error.
   */
  selectProps: (field: F) => {
    ref: FieldRef;
    value: string | null;
    onChange: (value: string | null) => void;
    error: string | undefined;
  };
  /** Moves the focus to a field (after filling it in for the customer, say). */
  focus: (field: F) => void;
  /**
   * Checks every field with its checker; shows the problems and focuses the
   * first field with one. Returns the prepared values, or null.
   */
  check: () => Record<F, string> | null;
  /** Focuses the first field a failed submission names, if any. */
  focusFailure: (error: unknown) => void;
  /** Empties every field. */
  clear: () => void;
}

/**
 * Checks every field's value (read and prepared by its rule) with its checker:
 * the prepared values, and the problem code of each field that has one.
 */
function checkFields<F extends string>(
  fields: readonly F[],
  rules: Record<F, FieldRule>,
  values: Record<F, string>,
) {
  const prepared = { ...values };
  const found: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const rule = rules[field];
    const value = rule.read ? rule.read() : values[field];
    prepared[field] = rule.prepare ? rule.prepare(value) : value;
    const problem = rule.check(prepared[field]);
    if (problem !== null) {
      found[field] = problem;
    }
  }
  return { prepared, found };
}

/** What a form gives `useFieldForm`: its fields' rules and its mutation's failure. */
interface FieldFormOptions<F extends string> {
  /** The fields in the order the form shows them, and their rules. */
  rules: Record<F, FieldRule>;
  /** The fields' first values; empty by default. */
  initialValues?: Partial<Record<F, string>>;
  /** The last failure of the form's mutation, or null. */
  error: unknown;
  /** The form's own field errors for some failure codes. */
  overrides?: FieldErrorOverrides<F>;
  /** The form's own key for a code with no field message (see `useFieldMessage`). */
  fallbackKey?: (code: string) => string;
  /**
   * The form's own texts, translated, for the codes of its own rules that no
   * field checker gives (an amount above the balance); before the catalog.
   */
  ownMessages?: Partial<Record<string, string>>;
  /** Called when a field is edited (to forget the last failure). */
  onEdit?: () => void;
}

/**
 * One form pattern: each field checked by the contract's checker, problems as
 * the checker's codes worded from the `fields` catalog, a refused submission's
 * issues mapped onto the fields (`fieldErrorsOf`), and the focus on the first
 * field with a problem. The form submits through `useFormSubmission`,
 * which keeps the attempt key.
 */
export function useFieldForm<F extends string>({
  rules,
  initialValues,
  error,
  overrides,
  fallbackKey,
  ownMessages,
  onEdit,
}: FieldFormOptions<F>): FieldForm<F> {
  const fields = Object.keys(rules) as F[];
  const empty = () =>
    Object.fromEntries(fields.map((field) => [field, ''])) as Record<F, string>;
  const [values, setValues] = useState<Record<F, string>>(() => ({
    ...empty(),
    ...initialValues,
  }));
  const [problems, setProblems] = useState<Partial<Record<F, string>>>({});
  const server = useServerProblems(error, fields, overrides);
  const { refOf, focus } = useFieldElements(rules);
  const fieldMessage = useFieldMessage(fallbackKey);

  const markEdited = (field: F) => {
    setProblems((current) => ({ ...current, [field]: undefined }));
    server.forgetOn(field);
    onEdit?.();
  };

  const setValue = (field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    markEdited(field);
  };

  const setProblem = (field: F, code: string | null) =>
    setProblems((current) => ({ ...current, [field]: code ?? undefined }));

  const problemOf = (field: F) =>
    problems[field] ?? server.serverProblemOf(field);

  const messageOf = (field: F) => {
    const code = problemOf(field);
    return (code && ownMessages?.[code]) ?? fieldMessage(code);
  };

  const check = () => {
    const { prepared, found } = checkFields(fields, rules, values);
    setProblems(found);
    const first = fields.find((field) => found[field] !== undefined);
    if (first !== undefined) {
      focus(first);
      return null;
    }
    return prepared;
  };

  return {
    values,
    setValue,
    markEdited,
    setProblem,
    problemOf,
    hasFieldError: server.hasFieldError,
    messageOf,
    inputProps: (field) => ({
      ref: refOf(field),
      value: values[field],
      onChange: (event) => setValue(field, event.currentTarget.value),
      error: messageOf(field),
    }),
    selectProps: (field) => ({
      ref: refOf(field),
      value: values[field] === '' ? null : values[field],
      onChange: (value) => setValue(field, value ?? ''),
      error: messageOf(field),
    }),
    focus,
    check,
    focusFailure: (failure) => {
      const named = fieldErrorsOf(failure, fields, overrides);
      focus(fields.find((field) => named[field] !== undefined));
    },
    clear: () => {
      setValues(empty());
      setProblems({});
    },
  };
}

import { useCallback, useRef, useState } from 'react';
import type { ChangeEvent, RefObject } from 'react';

import { useFieldMessage } from '@/hooks/use-field-message';
import { fieldErrorsOf } from '@/hooks/use-form-error';
import type { FieldErrorOverrides } from '@/hooks/use-form-error';

/** A field of a form: the contract's checker, and how a typed value is sent. */
export interface FieldRule {
  /** The contract's field checker: null, or the problem code. */
  check: (value: string) => string | null;
  /** The value as it is checked and sent (trimmed, say); as typed by default. */
  prepare?: (value: string) => string;
}

/** What `useFieldForm` gives a form. */
export interface FieldForm<F extends string> {
  values: Record<F, string>;
  /** Sets a field as typed; clears its problem and the last failure. */
  setValue: (field: F, value: string) => void;
  /** Shows (or clears) a problem code on a field, e.g. as soon as it is left. */
  setProblem: (field: F, code: string | null) => void;
  /** The field's problem code: its own check's, else the server's issue. */
  problemOf: (field: F) => string | undefined;
  /** Whether the last failure is shown on a field rather than in the banner. */
  hasFieldError: boolean;
  /** Props for a Mantine input: ref, value, onChange and the translated error. */
  inputProps: (field: F) => {
    ref: RefObject<HTMLInputElement | null>;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    error: string | undefined;
  };
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
 * One form pattern: each field checked by the contract's checker, problems as
 * the checker's codes worded from the `fields` catalog, a refused submission's
 * issues mapped onto the fields (`fieldErrorsOf`), and the focus on the first
 * field with a problem. The mutation keeps the attempt key (`useAttemptKey`).
 */
export function useFieldForm<F extends string>({
  rules,
  initialValues,
  error,
  overrides,
  fallbackKey,
  onEdit,
}: {
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
  /** Called when a field is edited (to forget the last failure). */
  onEdit?: () => void;
}): FieldForm<F> {
  const fields = Object.keys(rules) as F[];
  const empty = () =>
    Object.fromEntries(fields.map((field) => [field, ''])) as Record<F, string>;
  const [values, setValues] = useState<Record<F, string>>(() => ({
    ...empty(),
    ...initialValues,
  }));
  const [problems, setProblems] = useState<Partial<Record<F, string>>>({});
  const refs = useRef(
    new Map<F, RefObject<HTMLInputElement | null>>(
      fields.map((field) => [field, { current: null }]),
    ),
  );
  const fieldMessage = useFieldMessage(fallbackKey);
  const serverProblems = fieldErrorsOf(error, fields, overrides);

  const focus = useCallback((field: F | undefined) => {
    if (field !== undefined) {
      refs.current.get(field)?.current?.focus();
    }
  }, []);

  const setValue = (field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    onEdit?.();
  };

  const setProblem = (field: F, code: string | null) =>
    setProblems((current) => ({ ...current, [field]: code ?? undefined }));

  const problemOf = (field: F) => problems[field] ?? serverProblems[field];

  const check = () => {
    const prepared = { ...values };
    const found: Partial<Record<F, string>> = {};
    for (const field of fields) {
      const rule = rules[field];
      prepared[field] = rule.prepare
        ? rule.prepare(values[field])
        : values[field];
      const problem = rule.check(prepared[field]);
      if (problem !== null) {
        found[field] = problem;
      }
    }
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
    setProblem,
    problemOf,
    hasFieldError: fields.some((field) => serverProblems[field] !== undefined),
    inputProps: (field) => ({
      ref: refs.current.get(field) ?? { current: null },
      value: values[field],
      onChange: (event) => setValue(field, event.currentTarget.value),
      error: fieldMessage(problemOf(field)),
    }),
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

import { useFieldMessage } from '@/hooks/use-field-message';

/** A ticket form's own wording for the codes that are not a field checker's. */
function ticketErrorKey(code: string): string {
  return `tickets.form.errors.${code}`;
}

/**
 * Translates a field's message code: a field checker's (`subject_required` …)
 * as everywhere, the ticket forms' own (`department_required`, `file_type` …)
 * from their catalog; unknown codes read as a general check-your-input.
 */
export function useFieldError(): (
  code: string | null | undefined,
) => string | undefined {
  return useFieldMessage(ticketErrorKey);
}

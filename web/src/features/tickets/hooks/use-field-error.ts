import {
  TICKET_MESSAGE_MAX_LENGTH,
  TICKET_SUBJECT_MAX_LENGTH,
} from '@members/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Translates a field's message code (`subject_required` …); unknown codes read as a general check-your-input. */
export function useFieldError(): (code: string | undefined) => string | null {
  const { t } = useTranslation();
  return useCallback(
    (code) =>
      code
        ? t(`tickets.form.errors.${code}`, {
            defaultValue: t('errors.VALIDATION'),
            subjectMax: TICKET_SUBJECT_MAX_LENGTH,
            messageMax: TICKET_MESSAGE_MAX_LENGTH,
          })
        : null,
    [t],
  );
}

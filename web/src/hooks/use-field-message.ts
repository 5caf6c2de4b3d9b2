import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { fieldMessageOf } from '@/utils/field-message';

/**
 * Translates a field's problem code (the contract checker's, or the server's
 * issue code): `fields.<code>`, else the form's own key for the code
 * (`fallbackKey(code)`, a function defined once, outside the component),
 * else a general check-your-input.
 */
export function useFieldMessage(
  fallbackKey?: (code: string) => string,
): (code: string | null | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (code) => {
      if (!code) {
        return undefined;
      }
      const message = fieldMessageOf(code);
      if (message) {
        return t(message.key, message.values);
      }
      return fallbackKey
        ? t(fallbackKey(code), { defaultValue: t('errors.VALIDATION') })
        : t('errors.VALIDATION');
    },
    [t, fallbackKey],
  );
}

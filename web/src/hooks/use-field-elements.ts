import { useRef } from 'react';

import type { FieldRef, FieldRule } from '@/hooks/use-field-form';

/**
 * Where a form's field elements are kept: a stable ref callback per field,
 * and the focus moved to a field (its rule's own way, else its element).
 */
export function useFieldElements<F extends string>(
  rules: Record<F, FieldRule>,
) {
  const elements = useRef(new Map<F, HTMLElement | null>());
  const refCallbacks = useRef(new Map<F, FieldRef>());

  const refOf = (field: F): FieldRef => {
    let callback = refCallbacks.current.get(field);
    if (!callback) {
      callback = (element) => {
        elements.current.set(field, element);
      };
      refCallbacks.current.set(field, callback);
    }
    return callback;
  };

  const focus = (field: F | undefined) => {
    if (field === undefined) {
      return;
    }
    const own = rules[field].focus;
    if (own) {
      own();
      return;
    }
    elements.current.get(field)?.focus();
  };

  return { refOf, focus };
}

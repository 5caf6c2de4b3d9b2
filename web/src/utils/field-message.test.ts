import { FIELD_PROBLEMS, LOCALES } from '@members/contract';
import { describe, expect, it } from 'vitest';

import { ANSWER_FIELD_CODES, fieldMessageOf } from './field-message';

const catalogs = import.meta.glob<Record<string, string>>(
  '../locales/*/fields.json',
  { eager: true, import: 'default' },
);

describe('field messages', () => {
  it('word every problem code of the contract and of the answers, in every locale', () => {
    expect(Object.keys(catalogs)).toHaveLength(LOCALES.length);
    for (const code of [...FIELD_PROBLEMS, ...ANSWER_FIELD_CODES]) {
      const message = fieldMessageOf(code);
      expect(message?.key, code).toBe(`fields.${code}`);
      for (const [file, catalog] of Object.entries(catalogs)) {
        const text = catalog[code];
        expect(text, `${file} ${code}`).toBeTruthy();
        // Every {{value}} the text names is given.
        for (const [, name] of (text ?? '').matchAll(/\{\{\s*(\w+)\s*\}\}/g)) {
          expect(message?.values, `${file} ${code} ${name}`).toHaveProperty(
            name ?? '',
          );
        }
      }
    }
  });

  it('leave other codes to the form', () => {
    expect(fieldMessageOf('amount_above_balance')).toBeNull();
    expect(fieldMessageOf('file_type')).toBeNull();
  });
});

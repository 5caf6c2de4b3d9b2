import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import {
  dateSchema,
  idSchema,
  moneySchema,
  textSchema,
} from './field-schemas.js';
import { formatIssues } from './normalise.js';

/** A record as the action files build them: fields read, defaulted, optional. */
const record = z.object({
  id: idSchema,
  amount: moneySchema,
  note: textSchema.default(''),
  due: dateSchema.optional(),
});

describe('a field read in one step', () => {
  it('keeps what it read, defaults and leaves out what is missing', () => {
    expect(record.parse({ id: '7', amount: 15.9, extra: 'x' })).toEqual({
      id: 7,
      amount: '15.90',
      note: '',
    });
    expect(
      record.parse({ id: 7, amount: '1', note: 'A &amp; B', due: '' }),
    ).toEqual({ id: 7, amount: '1.00', note: 'A & B', due: null });
  });

  it('reports each field it cannot read at its path with its own message', () => {
    const parsed = record.safeParse({
      id: '0',
      amount: '1.234',
      note: 'fine',
      due: '2026-02-30',
    });
    expect(parsed.success).toBe(false);
    expect(
      parsed.error?.issues.map(({ path, code, message }) => ({
        path,
        code,
        message,
      })),
    ).toEqual([
      { path: ['id'], code: 'custom', message: 'invalid_id' },
      { path: ['amount'], code: 'custom', message: 'invalid_money' },
      { path: ['due'], code: 'custom', message: 'invalid_date' },
    ]);
    expect(formatIssues(parsed.error?.issues ?? [])).toEqual([
      'id: custom',
      'amount: custom',
      'due: custom',
    ]);
  });

  it('refuses a record without a field it needs, as before', () => {
    const parsed = record.safeParse({ amount: '1' });
    expect(
      parsed.error?.issues.map(({ path, message }) => [path, message]),
    ).toEqual([[['id'], 'invalid_id']]);
  });

  it('reads the same way when parsed many times, as a busy dashboard does', () => {
    const reply = { id: '3', amount: '9.99', note: 'x' };
    for (let round = 0; round < 1000; round += 1) {
      expect(record.parse(reply).amount).toBe('9.99');
    }
    expect(record.safeParse({ ...reply, amount: 'nine' }).success).toBe(false);
  });
});

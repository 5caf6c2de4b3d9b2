import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { fromCents, sumMoney, toCents } from './money.js';

describe('money in cents', () => {
  it('reads decimal amounts to the cent, and nothing else', () => {
    expect(toCents('12.34')).toBe(1234);
    expect(toCents(12.3)).toBe(1230);
    expect(toCents('0.29')).toBe(29);
    expect(toCents('-1.5')).toBe(-150);
    expect(toCents('abc')).toBeNaN();
  });

  it('writes cents as the API does, the sign before the units', () => {
    expect(fromCents(1234)).toBe('12.34');
    expect(fromCents(5)).toBe('0.05');
    expect(fromCents(-5)).toBe('-0.05');
    expect(fromCents(0)).toBe('0.00');
  });

  it('adds without float error', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe('0.30');
    expect(sumMoney(['89.99', '9.99', '9.99'])).toBe('109.97');
    expect(sumMoney([])).toBe('0.00');
  });

  it('reads back what it writes, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        return toCents(fromCents(cents)) === cents;
      }),
    );
  });
});

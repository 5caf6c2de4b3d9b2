import { describe, expect, it } from 'vitest';

import {
  formatAmountInput,
  parseAmount,
  toCents,
  toRequestAmount,
} from './amount-input';

describe('parseAmount', () => {
  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['25.50', 2550],
    ['25,50', 2550],
    [' 125.50 ', 12_550],
    ['0.01', 1],
    ['0', 0],
  ])('reads %j as %i cents', (value, cents) => {
    expect(parseAmount(value)).toBe(cents);
  });

  it.each([
    '1e309',
    '1e2',
    '12.345',
    '-3',
    '+3',
    '1 000',
    '€5',
    'Infinity',
    '',
    '.5',
    '5.',
  ])('refuses %j', (value) => {
    expect(parseAmount(value)).toBeNull();
  });
});

describe('money helpers', () => {
  it('reads API money as cents', () => {
    expect(toCents('125.50')).toBe(12_550);
    expect(toCents('0.10')).toBe(10);
  });

  it('writes an amount with the locale’s decimal mark', () => {
    expect(formatAmountInput(12_550, 'en-GB')).toBe('125.50');
    expect(formatAmountInput(12_550, 'de-DE')).toBe('125,50');
  });

  it('sends a typed amount as a JSON number', () => {
    expect(toRequestAmount('125,50')).toBe(125.5);
    expect(toRequestAmount('0.1')).toBe(0.1);
  });
});

import { describe, expect, it } from 'vitest';

import {
  formatAmountInput,
  parseAmount,
  toMoney,
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
  it('writes a typed amount as the API writes money', () => {
    expect(toMoney('125,5')).toBe('125.50');
    expect(toMoney('0.1')).toBe('0.10');
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

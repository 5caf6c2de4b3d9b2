import { describe, expect, it } from 'vitest';

import { checkMac, checkParentalCode, normaliseMac } from './validate';

describe('normaliseMac', () => {
  it.each([
    ['00:1a:79:aa:bb:cc', '00:1A:79:AA:BB:CC'],
    ['00-1A-79-AA-BB-CC', '00:1A:79:AA:BB:CC'],
    ['001a79aabbcc', '00:1A:79:AA:BB:CC'],
    ['  00:1A:79:12:34:56 ', '00:1A:79:12:34:56'],
  ])('accepts %s as %s', (input, expected) => {
    expect(normaliseMac(input)).toBe(expected);
  });

  it.each([
    '',
    '00:1A:79:AA:BB',
    '00:1A:79:AA:BB:CC:DD',
    '00:1A-79:AA:BB:CC',
    '00.1A.79.AA.BB.CC',
    '001A79AABBC',
    '00:1A:79:AA:BB:GG',
    '0:1A:79:AA:BB:CC',
    '00 1A 79 AA BB CC',
    'FF:FF:FF:FF:FF:FF',
    '00:00:00:00:00:00',
    '01:00:5E:00:00:FB',
    '33-33-00-00-00-01',
  ])('refuses %j', (input) => {
    expect(normaliseMac(input)).toBeNull();
  });
});

describe('checkMac', () => {
  it('says what is missing or wrong', () => {
    expect(checkMac('  ')).toBe('required');
    expect(checkMac('hello')).toBe('invalid');
    expect(checkMac('001A79AABBCC')).toBeNull();
    expect(checkMac('ff:ff:ff:ff:ff:ff')).toBe('invalid');
  });
});

describe('checkParentalCode', () => {
  it.each([
    ['', 'required'],
    ['12a4', 'digits'],
    ['12 4', 'digits'],
    ['123', 'length'],
    ['12345', 'length'],
    ['1234', null],
    ['0000', null],
  ])('%j → %s', (input, expected) => {
    expect(checkParentalCode(input)).toBe(expected);
  });
});

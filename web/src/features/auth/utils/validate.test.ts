import { describe, expect, it } from 'vitest';

import { checkEmail, checkNewPassword } from './validate';

describe('checkEmail', () => {
  it('accepts ordinary addresses, spaces around them included', () => {
    expect(checkEmail('demo@example.com')).toBeNull();
    expect(checkEmail('  first.last+tv@mail.example.co.uk ')).toBeNull();
  });

  it('asks for an address when there is none', () => {
    expect(checkEmail('')).toBe('required');
    expect(checkEmail('   ')).toBe('required');
  });

  it('refuses what is not one address', () => {
    for (const value of [
      'demo',
      'demo@',
      '@example.com',
      'demo@example',
      'demo@@example.com',
      'a b@example.com',
      'a@example.com, b@example.com',
      'demo@example..com',
      `${'a'.repeat(250)}@example.com`,
    ]) {
      expect(checkEmail(value), value).toBe('invalid');
    }
  });
});

describe('checkNewPassword', () => {
  it('needs at least 8 and at most 128 characters', () => {
    expect(checkNewPassword('1234567')).toEqual({
      isLongEnough: false,
      isShortEnough: true,
    });
    expect(checkNewPassword('12345678')).toEqual({
      isLongEnough: true,
      isShortEnough: true,
    });
    expect(checkNewPassword('x'.repeat(129))).toEqual({
      isLongEnough: true,
      isShortEnough: false,
    });
  });
});

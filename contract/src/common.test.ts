import { describe, expect, it } from 'vitest';

import {
  amountSchema,
  dateSchema,
  dateTimeSchema,
  emailSchema,
  idSchema,
  identitySchema,
  localeSchema,
  moneySchema,
} from './common.js';
import { LOCALE_NAMES, LOCALE_TAGS, LOCALES } from './locales.js';

describe('idSchema', () => {
  it.each([1, 101, 2_147_483_647])('accepts %s', (value) => {
    expect(idSchema.parse(value)).toBe(value);
  });

  it.each([0, -1, 1.5, 2_147_483_648, '12', null, true, [5], Infinity, NaN])(
    'refuses %s without coercion',
    (value) => {
      const result = idSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('invalid_id');
    },
  );
});

describe('emailSchema', () => {
  it.each(['demo@example.com', 'a.b+tag@sub.example.co.uk'])(
    'accepts %s',
    (value) => {
      expect(emailSchema.parse(value)).toBe(value);
    },
  );

  it('refuses an empty address as missing', () => {
    const result = emailSchema.safeParse('');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('email_required');
  });

  it.each([
    'demo',
    'demo@',
    'demo@example.com\r\nBcc: x@evil.com',
    'demo@example.com\nx',
    'a@example.com, b@example.com',
    'Demo <demo@example.com>',
    ` demo@example.com`,
    `${'a'.repeat(250)}@example.com`,
    42,
  ])('refuses %j', (value) => {
    const result = emailSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('invalid_email');
  });
});

describe('amountSchema', () => {
  it.each([0.01, 1, 12.5, 125.5, 40, 99.99, 1_000_000])('accepts %s', (v) => {
    expect(amountSchema.parse(v)).toBe(v);
  });

  it.each([
    0,
    -5,
    1.234,
    Infinity,
    -Infinity,
    NaN,
    JSON.parse('1e309') as number,
    1_000_000.01,
    '12,50',
    '12.50',
    null,
  ])('refuses %s', (value) => {
    expect(amountSchema.safeParse(value).success).toBe(false);
  });
});

describe('moneySchema, dates', () => {
  it('takes two-decimal strings only', () => {
    expect(moneySchema.safeParse('15.95').success).toBe(true);
    expect(moneySchema.safeParse('-1.00').success).toBe(true);
    expect(moneySchema.safeParse('15.9').success).toBe(false);
    expect(moneySchema.safeParse(15.95).success).toBe(false);
  });

  it('takes ISO dates and local datetimes or null', () => {
    expect(dateSchema.parse('2026-11-22')).toBe('2026-11-22');
    expect(dateSchema.parse(null)).toBeNull();
    expect(dateSchema.safeParse('0000-00-00').success).toBe(false);
    expect(dateTimeSchema.parse('2026-11-22T09:30:00')).toBe(
      '2026-11-22T09:30:00',
    );
    expect(dateTimeSchema.safeParse('2026-11-22 09:30:00').success).toBe(false);
  });
});

describe('identitySchema', () => {
  it('makes email and clientid optional and drops unknown fields', () => {
    expect(identitySchema.parse({ other: 1 })).toEqual({});
    expect(
      identitySchema.parse({ clientid: 1, email: 'demo@example.com' }),
    ).toEqual({
      clientid: 1,
      email: 'demo@example.com',
    });
  });

  it('refuses a string client id', () => {
    expect(identitySchema.safeParse({ clientid: '1' }).success).toBe(false);
  });
});

describe('locales', () => {
  it('has names and tags for the seven locales', () => {
    expect(LOCALES).toHaveLength(7);
    for (const locale of LOCALES) {
      expect(LOCALE_NAMES[locale]).toBeTruthy();
      expect(LOCALE_TAGS[locale]).toBeTruthy();
    }
    expect(LOCALE_TAGS['se-se']).toBe('sv-SE');
    expect(localeSchema.safeParse('sv-se').success).toBe(false);
  });
});

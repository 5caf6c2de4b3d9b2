import { describe, expect, it } from 'vitest';

import { seal, unseal } from '../lib/crypto.js';

import {
  emptySecurityRecord,
  readSecurityRecord,
  sealSecurityRecord,
} from './security-record.js';

const KEY = Buffer.alloc(32, 3).toString('base64');
const OTHER_KEY = Buffer.alloc(32, 4).toString('base64');

describe('the sealed security record', () => {
  it('opens what it sealed, for the same client only', () => {
    const record = {
      ...emptySecurityRecord(),
      totp: { secret: 'JBSWY3DPEHPK3PXP', since: 1_800_000_000_000 },
    };
    const value = sealSecurityRecord(KEY, 7, record);
    expect(value).not.toContain('JBSWY3DPEHPK3PXP');
    expect(value).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(readSecurityRecord(KEY, 7, value)).toEqual(record);
    // Copied to another client, or read with another key: refused, never taken as empty.
    expect(() => readSecurityRecord(KEY, 8, value)).toThrow(/cannot open/);
    expect(() => readSecurityRecord(OTHER_KEY, 7, value)).toThrow(
      /cannot open/,
    );
  });

  it('starts empty from an empty field and refuses a value it did not seal', () => {
    const fresh = readSecurityRecord(KEY, 7, '');
    expect(fresh.passkeys).toEqual([]);
    expect(fresh.totp).toBeNull();
    expect(() => readSecurityRecord(KEY, 7, 'an admin note')).toThrow(
      /cannot open/,
    );
  });

  it('refuses a tampered value', () => {
    const value = seal(KEY, 'ctx', 'hello');
    expect(unseal(KEY, 'ctx', value)).toBe('hello');
    const parts = value.split('.');
    const body = Buffer.from(parts[2] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    parts[2] = body.toString('base64url');
    expect(unseal(KEY, 'ctx', parts.join('.'))).toBeNull();
    expect(unseal(KEY, 'other', value)).toBeNull();
  });
});

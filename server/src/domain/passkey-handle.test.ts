import { describe, expect, it } from 'vitest';

import { createUserHandle, openUserHandle } from './passkey-handle.js';

const KEY = Buffer.alloc(32, 7).toString('base64');
const OTHER_KEY = Buffer.alloc(32, 9).toString('base64');

describe('passkey user handles', () => {
  it('open to the client they were made for, and differ each time', () => {
    const first = createUserHandle(KEY, 42);
    const second = createUserHandle(KEY, 42);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(first, 'base64url')).toHaveLength(32);
    expect(first).not.toBe(second);
    expect(openUserHandle(KEY, first)).toBe(42);
    expect(openUserHandle(KEY, second)).toBe(42);
  });

  it('open to nothing when missing, garbled, cut or sealed with another key', () => {
    const handle = createUserHandle(KEY, 42);
    expect(openUserHandle(KEY, handle)).toBe(42);
    const bytes = Buffer.from(handle, 'base64url');
    for (const index of [0, 12, 15, 16, 31]) {
      const flipped = Buffer.from(bytes);
      flipped[index] = (flipped[index] ?? 0) ^ 1;
      expect(openUserHandle(KEY, flipped.toString('base64url'))).toBeNull();
    }
    expect(openUserHandle(KEY, undefined)).toBeNull();
    expect(openUserHandle(KEY, '')).toBeNull();
    expect(openUserHandle(KEY, handle.slice(0, 40))).toBeNull();
    expect(openUserHandle(KEY, `${handle}A`)).toBeNull();
    expect(openUserHandle(OTHER_KEY, handle)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';

import { toSafeRedirect } from './safe-redirect';

describe('toSafeRedirect', () => {
  it.each([
    ['/', '/'],
    ['/invoice?invoiceid=1001', '/invoice?invoiceid=1001'],
    ['/ticket?ticketid=11#reply', '/ticket?ticketid=11#reply'],
    [
      '/de-de/subscription?subscriptionid=101',
      '/de-de/subscription?subscriptionid=101',
    ],
  ])('keeps the local path %s', (target, expected) => {
    expect(toSafeRedirect(target)).toBe(expected);
  });

  it.each([
    '//evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'https:evil.com',
    'http://evil.com',
    'https://evil.com/dashboard',
    'javascript:alert(1)',
    '/\t/evil.com',
    '/\n/evil.com',
    ' //evil.com',
    '\u0000//evil.com',
    '///evil.com',
    'evil.com',
    '',
    null,
    undefined,
    42,
    `/${'a'.repeat(3000)}`,
  ])('falls back to home for %j', (target) => {
    expect(toSafeRedirect(target)).toBe('/');
  });
});

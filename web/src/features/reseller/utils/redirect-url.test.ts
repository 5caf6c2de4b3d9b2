import { checkRedirectUrl, redirectUrlSchema } from '@members/contract';
import { describe, expect, it } from 'vitest';

import { fieldErrorsOf } from '@/hooks/use-form-error';
import { ApiError } from '@/lib/api-client';

const long = `https://example.com/${'a'.repeat(2030)}`;

describe('checkRedirectUrl', () => {
  it.each([
    ['https://reseller.example/welcome', null],
    ['https://shop.example:8080/a?b=c#d', null],
    ['http://shop.example:8080/a?b=c#d', 'url_not_https'],
    ['https://127.0.0.1/', 'url_private_host'],
    ['https://localhost:3000/', 'url_private_host'],
    ['https://[::1]/', 'url_private_host'],
    ['https://192.168.1.10/', 'url_private_host'],
    ['', 'url_required'],
    ['javascript:alert(1)', 'invalid_url'],
    ['JavaScript:alert(1)', 'invalid_url'],
    ['data:text/html,hi', 'invalid_url'],
    ['ftp://example.com', 'invalid_url'],
    ['example.com', 'invalid_url'],
    ['https:/example.com', 'invalid_url'],
    ['https://exa mple.com', 'invalid_url'],
    ['https://example.com/\u0007', 'invalid_url'],
    ['https://user:secret@example.com', 'url_credentials'],
    [long, 'url_too_long'],
  ])('%j → %j', (value, expected) => {
    expect(checkRedirectUrl(value)).toBe(expected);
  });

  it('agrees with the contract on what it accepts', () => {
    for (const value of [
      'https://reseller.example/welcome',
      'javascript:alert(1)',
      'https://user:secret@example.com',
      'https:/example.com',
      'http://a',
      'http://shop.example/',
      'https://10.0.0.1/',
      long,
    ]) {
      expect(checkRedirectUrl(value) === null).toBe(
        redirectUrlSchema.safeParse(value).success,
      );
    }
  });

  it('reads the issue the server names on the URL', () => {
    const error = new ApiError('VALIDATION', 400, 'bad', undefined, undefined, [
      { path: 'redirect_url', code: 'url_too_long' },
    ]);
    expect(fieldErrorsOf(error, ['redirect_url']).redirect_url).toBe(
      'url_too_long',
    );
    expect(
      fieldErrorsOf(new ApiError('FORBIDDEN', 403, 'no'), ['redirect_url']),
    ).toEqual({});
  });
});

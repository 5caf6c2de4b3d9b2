import { describe, expect, it } from 'vitest';

import {
  authRequestSchema,
  confirmSignupRequestSchema,
  sendCodeRequestSchema,
  sendCodeResponseSchema,
  sessionResponseSchema,
  signupRequestSchema,
  verifyCodeRequestSchema,
} from './auth.js';

describe('sign-in requests', () => {
  it('sendCode takes an address and an optional locale', () => {
    expect(
      sendCodeRequestSchema.parse({ email: 'demo@example.com', extra: true }),
    ).toEqual({ email: 'demo@example.com' });
    expect(
      sendCodeRequestSchema.safeParse({
        email: 'demo@example.com',
        locale: 'xx',
      }).success,
    ).toBe(false);
  });

  it('verifyCode takes exactly six digits as a string', () => {
    const ok = { emailToVerif: 'demo@example.com', code: '012345' };
    expect(verifyCodeRequestSchema.parse(ok)).toEqual(ok);
    for (const code of [
      '12345',
      '1234567',
      '12a456',
      123456,
      ' 123456',
      '１２３４５６',
    ]) {
      const result = verifyCodeRequestSchema.safeParse({ ...ok, code });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('invalid_code');
    }
  });

  it('auth needs a password', () => {
    expect(
      authRequestSchema.safeParse({ email: 'demo@example.com', password: '' })
        .error?.issues[0]?.message,
    ).toBe('password_required');
  });

  it('signup enforces the password length with stable codes', () => {
    const short = signupRequestSchema.safeParse({
      email: 'demo@example.com',
      password: 'short',
    });
    expect(short.error?.issues[0]?.message).toBe('password_too_short');
    const long = signupRequestSchema.safeParse({
      email: 'demo@example.com',
      password: 'x'.repeat(129),
    });
    expect(long.error?.issues[0]?.message).toBe('password_too_long');
    expect(
      signupRequestSchema.safeParse({
        email: 'demo@example.com',
        password: 'a long pass phrase',
        locale: 'de-de',
      }).success,
    ).toBe(true);
  });

  it('confirmSignup takes a url-safe token only', () => {
    expect(
      confirmSignupRequestSchema.safeParse({ token: 'a'.repeat(43) }).success,
    ).toBe(true);
    expect(
      confirmSignupRequestSchema.safeParse({ token: '<script>' }).success,
    ).toBe(false);
  });
});

describe('sign-in answers', () => {
  it('sendCode answers error false with the timings', () => {
    expect(
      sendCodeResponseSchema.parse({
        error: false,
        expiresIn: 600,
        resendIn: 60,
      }),
    ).toEqual({ error: false, expiresIn: 600, resendIn: 60 });
    expect(sendCodeResponseSchema.safeParse({ error: true }).success).toBe(
      false,
    );
  });

  it('a session answer carries the user and its flags', () => {
    const answer = {
      error: false,
      userid: 1,
      token: 'opaque',
      user: {
        userid: 1,
        affiliate: true,
        reseller: true,
        scope: ['customer', 'affiliate', 'reseller'],
      },
    };
    expect(sessionResponseSchema.parse(answer)).toEqual(answer);
    expect(
      sessionResponseSchema.safeParse({
        ...answer,
        user: { ...answer.user, scope: ['admin'] },
      }).success,
    ).toBe(false);
  });
});

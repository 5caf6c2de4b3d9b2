import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { WhmcsError } from './errors.js';
import { appendFormParams, maskParams } from './form-params.js';
import { whmcsActions } from './registry.js';

const actionsDir = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'actions',
);

function toKebabCase(action: string): string {
  return action.replace(
    /[A-Z]/g,
    (letter, offset: number) =>
      `${offset === 0 ? '' : '-'}${letter.toLowerCase()}`,
  );
}

describe('whmcsActions', () => {
  it.each(Object.entries(whmcsActions))(
    '%s is a read exactly when it is a Get* action',
    (action, definition) => {
      expect(definition.isRead).toBe(action.startsWith('Get'));
    },
  );

  it.each(Object.keys(whmcsActions))(
    '%s has its own file with a @see link to the WHMCS page',
    (action) => {
      const source = readFileSync(
        path.join(actionsDir, `${toKebabCase(action)}.ts`),
        'utf8',
      );
      expect(source).toContain(
        `@see https://developers.whmcs.com/api-reference/${action.toLowerCase()}/`,
      );
    },
  );
});

describe('appendFormParams', () => {
  it('flattens nested params like http_build_query', () => {
    const form = new URLSearchParams();
    appendFormParams(form, {
      unset: ['notes', 'domain'],
      email_preferences: { general: 1, product: 0 },
      nested: { list: [true, false, 'x'] },
      amount: 12.5,
      skip: null,
    });
    expect([...form.entries()]).toEqual([
      ['unset[0]', 'notes'],
      ['unset[1]', 'domain'],
      ['email_preferences[general]', '1'],
      ['email_preferences[product]', '0'],
      ['nested[list][0]', '1'],
      ['nested[list][2]', 'x'],
      ['amount', '12.5'],
    ]);
  });

  it('refuses params that would override the credentials or the action', () => {
    for (const name of ['secret', 'Action', 'identifier', 'responsetype']) {
      expect(() =>
        appendFormParams(new URLSearchParams(), { [name]: 'x' }),
      ).toThrow(TypeError);
    }
  });

  it('refuses non-finite numbers', () => {
    expect(() =>
      appendFormParams(new URLSearchParams(), { amount: Infinity }),
    ).toThrow(TypeError);
  });
});

describe('maskParams', () => {
  it('masks passwords, custom fields and e-mail variables, and shortens attachments', () => {
    expect(
      maskParams({
        email: 'jane@example.test',
        password2: 'p1',
        servicepassword: 'p2',
        customfields: 'abc',
        customvars: 'def',
        attachments: 'x'.repeat(50),
        nested: { password: 'p3' },
      }),
    ).toEqual({
      email: 'jane@example.test',
      password2: '***',
      servicepassword: '***',
      customfields: '***',
      customvars: '***',
      attachments: '[50 chars]',
      nested: { password: '***' },
    });
  });
});

describe('WhmcsError helpers', () => {
  it.each([
    ['Client Not Found', true],
    ['Ticket ID not found', true],
    ['Service ID not found', true],
    ['Command Not Found', false],
    ['Authentication Failed', false],
  ])('isNotFound(%j) is %j', (message, expected) => {
    expect(new WhmcsError('X', message, 200).isNotFound()).toBe(expected);
  });

  it.each([
    ['Authentication Failed', true],
    ['Invalid IP 203.0.113.7', true],
    ['Invalid Permissions: API action "getclients" is not allowed', true],
    ['An admin user is required', true],
    ['Email or Password Invalid', false],
  ])('isAccessDenied(%j) is %j', (message, expected) => {
    expect(new WhmcsError('X', message, 403).isAccessDenied()).toBe(expected);
  });

  it('matches known texts case-insensitively or by pattern', () => {
    const error = new WhmcsError(
      'ValidateLogin',
      'Email or Password Invalid',
      200,
    );
    expect(error.matches('EMAIL OR PASSWORD INVALID')).toBe(true);
    expect(error.matches('Email or Password')).toBe(false);
    expect(error.matches(/password invalid$/i)).toBe(true);
    expect(error.name).toBe('WhmcsError');
  });
});

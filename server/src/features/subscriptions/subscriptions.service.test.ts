import { normaliseMac } from '@members/contract';
import { describe, expect, it } from 'vitest';

import { loadConfig } from '../../config.js';
import type { DomainContext } from '../../domain/context.js';
import { streamUrlFor } from '../../domain/subscriptions.js';
import { MemoryCache } from '../../lib/cache.js';
import { systemClock } from '../../lib/clock.js';
import { createWhmcsClient } from '../../whmcs/index.js';

import { generateLinePassword } from './reset-line-password.service.js';

function contextWith(env: Record<string, string>): DomainContext {
  return {
    config: loadConfig(env),
    cache: new MemoryCache(systemClock),
    whmcs: createWhmcsClient({
      url: 'http://127.0.0.1:9',
      identifier: 'x',
      secret: 'y',
    }),
  };
}

describe('streamUrlFor', () => {
  const ctx = contextWith({
    STREAM_URL: 'http://line.example.com:8080',
    TRIAL_STREAM_URL: 'http://trial.example.com:8080',
    TRIAL_PRODUCT_IDS: '3,7',
    CUSTOM_HOST_PRODUCT_ID: '9',
    CUSTOM_STREAM_URL: 'http://vip.example.com:2095',
  });

  it('uses the trial host for trial products', () => {
    expect(streamUrlFor(ctx, 3)).toBe('http://trial.example.com:8080');
    expect(streamUrlFor(ctx, 7)).toBe('http://trial.example.com:8080');
  });

  it('uses its own host for the custom-host product', () => {
    expect(streamUrlFor(ctx, 9)).toBe('http://vip.example.com:2095');
  });

  it('uses the product host for everything else', () => {
    expect(streamUrlFor(ctx, 1)).toBe('http://line.example.com:8080');
  });
});

describe('normaliseMac', () => {
  it.each([
    ['00:1a:79:aa:bb:cc', '00:1A:79:AA:BB:CC'],
    ['00-1A-79-AA-BB-CC', '00:1A:79:AA:BB:CC'],
    ['001a79aabbcc', '00:1A:79:AA:BB:CC'],
  ])('stores %s as %s', (input, expected) => {
    expect(normaliseMac(input)).toBe(expected);
  });

  it.each(['zz:1a:79:aa:bb:cc', '00:1a:79:aa:bb', '', '00:1a:79:aa:bb:cc:dd'])(
    'refuses %j',
    (input) => {
      expect(normaliseMac(input)).toBeNull();
    },
  );
});

describe('generateLinePassword', () => {
  it('makes 14 characters without look-alikes, different each time', () => {
    const passwords = new Set(
      Array.from({ length: 200 }, generateLinePassword),
    );
    expect(passwords.size).toBe(200);
    for (const password of passwords) {
      expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{14}$/);
    }
  });
});

import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from './config.js';
import { webPush } from './lib/web-push.js';

describe('loadConfig', () => {
  it('runs the embedded demo with no settings at all', () => {
    const config = loadConfig({});
    expect(config.whmcs.url).toBeNull();
    expect(config.host).toBe('127.0.0.1');
    expect(config.port).toBe(3000);
    expect(config.whmcs.timeoutMs).toBe(20_000);
    expect(config.mail.outbox).toBe(true);
    expect(config.resellerGroups).toEqual([3, 4]);
    expect(config.affiliate.urls).toHaveLength(3);
    expect(Object.isFrozen(config.streams)).toBe(true);
  });

  it('reads a real WHMCS setup', () => {
    const config = loadConfig({
      WHMCS_URL: 'https://billing.example.com/',
      WHMCS_IDENTIFIER: 'id',
      WHMCS_SECRET: 'secret',
      SMTP_URL: 'smtp://mail.example.com:587',
      PUBLIC_URL: 'https://members.example.com',
      RESELLER_GROUPS: '5-7',
      TRUST_PROXY: '1',
      WITHDRAWAL_METHODS: 'paypal:PayPal,wise:Wise transfer',
    });
    expect(config.whmcs.url).toBe('https://billing.example.com');
    expect(config.mail.outbox).toBe(false);
    expect(config.resellerGroups).toEqual([5, 7]);
    expect(config.trustProxy).toBe(1);
    expect(config.affiliate.withdrawalMethods).toEqual([
      { id: 'paypal', name: 'PayPal' },
      { id: 'wise', name: 'Wise transfer' },
    ]);
    expect(config.streams.streamUrl).toBeNull();
  });

  it('reads the plan and order settings, with demo values only for the embedded demo', () => {
    const demo = loadConfig({});
    expect(demo.plans.upgradePaths.get(2)).toEqual([1]);
    expect(demo.plans.orderGroups).toEqual([{ id: 1, name: 'IPTV' }]);
    expect(demo.plans.accept).toBe('payment');
    const real = loadConfig({
      WHMCS_URL: 'https://billing.example.com',
      WHMCS_IDENTIFIER: 'id',
      WHMCS_SECRET: 'secret',
      SMTP_URL: 'smtp://mail.example.com:587',
      PUBLIC_URL: 'https://members.example.com',
    });
    expect(real.plans.upgradePaths.size).toBe(0);
    expect(real.plans.orderGroups).toEqual([]);
    const set = loadConfig({
      UPGRADE_PATHS: '3:2,1; 2:1',
      ORDER_PRODUCT_GROUPS: '1:IPTV,5',
      ORDER_HIDDEN_PRODUCTS: '7,8',
      ORDER_ACCEPT: 'order',
    });
    expect([...set.plans.upgradePaths]).toEqual([
      [3, [2, 1]],
      [2, [1]],
    ]);
    expect(set.plans.orderGroups).toEqual([
      { id: 1, name: 'IPTV' },
      { id: 5, name: '' },
    ]);
    expect(set.plans.hiddenProducts).toEqual([7, 8]);
    expect(set.plans.accept).toBe('order');
    for (const env of [
      { UPGRADE_PATHS: '3' },
      { UPGRADE_PATHS: '3:3' },
      { ORDER_PRODUCT_GROUPS: 'iptv' },
      { ORDER_ACCEPT: 'never' },
    ]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
    }
  });

  it('lists every bad setting at once', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        WHMCS_TIMEOUT_MS: '-1',
        WHMCS_URL: 'ftp://billing.example.com',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('WHMCS_TIMEOUT_MS');
      expect(problems).toContain('WHMCS_URL');
    }
  });

  it('refuses a real WHMCS without credentials, mail or public URL', () => {
    expect(() =>
      loadConfig({ WHMCS_URL: 'https://billing.example.com' }),
    ).toThrow(/WHMCS_IDENTIFIER[\s\S]*PUBLIC_URL[\s\S]*SMTP_URL/);
  });

  it('keeps the outbox with DEMO_OUTBOX even with a real WHMCS', () => {
    const config = loadConfig({
      WHMCS_URL: 'https://billing.example.com',
      WHMCS_IDENTIFIER: 'id',
      WHMCS_SECRET: 'secret',
      PUBLIC_URL: 'https://members.example.com',
      DEMO_OUTBOX: 'true',
    });
    expect(config.mail.outbox).toBe(true);
  });
  it('keeps state in memory unless REDIS_URL is set, and checks the scale-out settings', () => {
    const memory = loadConfig({});
    expect(memory.redis).toEqual({ url: null, keyPrefix: 'members:' });
    expect(memory.metrics.port).toBeNull();
    expect(memory.readCacheMs).toBe(10_000);
    const shared = loadConfig({
      REDIS_URL: 'redis://cache.internal:6379/2',
      REDIS_KEY_PREFIX: 'prod:',
      METRICS_PORT: '9100',
      READ_CACHE_SECONDS: '0',
    });
    expect(shared.redis).toEqual({
      url: 'redis://cache.internal:6379/2',
      keyPrefix: 'prod:',
    });
    expect(shared.metrics).toEqual({ host: '127.0.0.1', port: 9100 });
    expect(shared.readCacheMs).toBe(0);
    expect(() =>
      loadConfig({
        REDIS_URL: 'http://cache.internal',
        REDIS_KEY_PREFIX: 'a b',
      }),
    ).toThrow(/REDIS_URL[\s\S]*REDIS_KEY_PREFIX/);
  });
  it('keeps passkeys and the second factor off without SECURITY_FIELD, on in the demo, and checks SECRETS_KEY', () => {
    const real = {
      WHMCS_URL: 'https://billing.example.com',
      WHMCS_IDENTIFIER: 'id',
      WHMCS_SECRET: 'secret',
      SMTP_URL: 'smtp://mail.example.com:587',
      PUBLIC_URL: 'https://members.example.com',
    };
    expect(loadConfig(real).security).toEqual({
      fieldId: null,
      secretsKey: null,
    });
    const demo = loadConfig({});
    expect(demo.security.fieldId).toBe(11);
    expect(Buffer.from(demo.security.secretsKey ?? '', 'base64')).toHaveLength(
      32,
    );
    const hex = 'ab'.repeat(32);
    expect(
      loadConfig({ ...real, SECURITY_FIELD: '42', SECRETS_KEY: hex }).security,
    ).toEqual({
      fieldId: 42,
      secretsKey: Buffer.from(hex, 'hex').toString('base64'),
    });
    const base64 = Buffer.alloc(32, 9).toString('base64');
    expect(
      loadConfig({ ...real, SECURITY_FIELD: '42', SECRETS_KEY: base64 })
        .security.secretsKey,
    ).toBe(base64);
    expect(() => loadConfig({ ...real, SECURITY_FIELD: '42' })).toThrow(
      /SECRETS_KEY: required with SECURITY_FIELD/,
    );
    expect(() => loadConfig({ ...real, SECRETS_KEY: 'too-short' })).toThrow(
      /SECRETS_KEY: must be 32 random bytes/,
    );
    expect(() =>
      loadConfig({ ...real, SECRETS_KEY: Buffer.alloc(16).toString('base64') }),
    ).toThrow(ConfigError);
  });
  it('keeps push off without the VAPID pair, and checks the pair, its subject, the hook key and the push services', () => {
    const pair = webPush().generateVAPIDKeys();
    expect(loadConfig({}).push).toMatchObject({
      vapid: null,
      hookSecret: null,
    });
    const push = loadConfig({
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'https://streammax.example/contact',
      PUSH_HOOK_SECRET: 'a-hook-secret-of-at-least-32-characters',
      PUSH_SERVICES: 'https://fcm.googleapis.com, https://*.notify.windows.com',
    }).push;
    expect(push).toEqual({
      vapid: pair,
      subject: 'https://streammax.example/contact',
      hookSecret: 'a-hook-secret-of-at-least-32-characters',
      services: ['https://fcm.googleapis.com', 'https://*.notify.windows.com'],
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(
      /VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither/,
    );
    expect(() =>
      loadConfig({
        VAPID_PUBLIC_KEY: pair.publicKey,
        VAPID_PRIVATE_KEY: pair.privateKey,
      }),
    ).toThrow(/VAPID_SUBJECT: required with the VAPID keys/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'ops@example.com' })).toThrow(
      /VAPID_SUBJECT: must be a mailto: address or an https: URL/,
    );
    expect(() => loadConfig({ PUSH_HOOK_SECRET: 'short' })).toThrow(
      /PUSH_HOOK_SECRET: must be at least 32 characters/,
    );
    expect(() => loadConfig({ PUSH_SERVICES: 'fcm.googleapis.com' })).toThrow(
      /PUSH_SERVICES: must be https: origins/,
    );
    // Plain http reaches only this machine: a local push service in tests.
    for (const local of ['http://127.0.0.1:8080', 'http://[::1]:8080']) {
      expect(loadConfig({ PUSH_SERVICES: local }).push.services).toEqual([
        local,
      ]);
    }
    for (const remote of [
      'http://fcm.googleapis.com',
      'http://*.notify.windows.com',
      'http://127.0.0.1.example.com',
    ]) {
      expect(() => loadConfig({ PUSH_SERVICES: remote })).toThrow(
        /PUSH_SERVICES: must be https: origins/,
      );
    }
  });
});

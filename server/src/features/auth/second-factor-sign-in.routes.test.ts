import {
  recoveryCodesResponseSchema,
  sessionResponseSchema,
  totpSetupResponseSchema,
} from '@members/contract';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { expectError, expectRefused } from '../../../test/expect-error.js';
import { TestBrowser } from '../../../test/http-client.js';
import type { TestResponse } from '../../../test/http-client.js';
import {
  DEMO,
  OTHER,
  requestCode,
  signedInBrowser,
  TWO_FACTOR,
} from '../../../test/sign-in.js';
import { startTestServer } from '../../../test/start-test-server.js';
import type { TestServer } from '../../../test/start-test-server.js';
import { DAY_MS, HOUR_MS } from '../../lib/time.js';

let server: TestServer;
/** The demo account's authenticator app: its secret and recovery codes. */
let app: { secret: string; codes: string[] };

/**
 * The app's code one step (30 s) after the last one, by the server's
 * clock: each code works once, so every test takes a fresh one.
 */
function nextCode(secret = app.secret): Promise<string> {
  server.clock.advance(30_000);
  return generate({ secret, epoch: Math.floor(server.clock.now() / 1000) });
}

/** A code that is not the app's now (nor one step either side). */
async function wrongCode(secret = app.secret): Promise<string> {
  const epoch = Math.floor(server.clock.now() / 1000);
  const near = await Promise.all(
    [-30, 0, 30].map((shift) => generate({ secret, epoch: epoch + shift })),
  );
  let code = 123_456;
  while (near.includes(String(code))) {
    code += 1;
  }
  return String(code);
}

/** Turns the app on for a freshly signed-in browser; answers its secret and codes. */
async function turnOn(browser: TestBrowser): Promise<typeof app> {
  const setup = await browser.post('/dashboard/api/totpSetup', {});
  expect(setup.status, setup.text).toBe(200);
  const { secret } = totpSetupResponseSchema.parse(setup.body);
  const enabled = await browser.post('/dashboard/api/totpEnable', {
    code: await nextCode(secret),
  });
  expect(enabled.status, enabled.text).toBe(200);
  const { recoveryCodes } = recoveryCodesResponseSchema.parse(enabled.body);
  return { secret, codes: recoveryCodes };
}

/** The password step (past the per-IP burst limit), from a new browser. */
async function passwordStep(
  account = DEMO,
): Promise<{ browser: TestBrowser; response: TestResponse }> {
  server.clock.advance(11_000);
  const browser = new TestBrowser(server.url);
  const response = await browser.post('/api/auth', account);
  return { browser, response };
}

/** A browser whose right password left a sign-in waiting for its second step. */
async function pendingSignIn(account = DEMO): Promise<TestBrowser> {
  const { browser, response } = await passwordStep(account);
  expectError(response, 401, 'SECOND_FACTOR_REQUIRED');
  return browser;
}

function secondFactor(browser: TestBrowser, code: string) {
  return browser.post('/dashboard/api/secondFactor', { code });
}

beforeAll(async () => {
  server = await startTestServer();
  const { browser } = await signedInBrowser(server, DEMO);
  app = await turnOn(browser);
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  // Every test starts after the previous one's limits of the day.
  server.clock.advance(DAY_MS + HOUR_MS);
});

describe('the second step of a sign-in', () => {
  it('gives no session for the password alone, and one for the password and the app’s code', async () => {
    const { browser, response } = await passwordStep();
    expectError(response, 401, 'SECOND_FACTOR_REQUIRED');
    const cookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith('second_factor='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/dashboard\/api/);
    expect(cookie).toMatch(/Max-Age=300/);
    expect(response.headers.getSetCookie().join()).not.toMatch(/\bsid=/);
    expectError(await browser.get('/dashboard/api/me'), 401, 'UNAUTHENTICATED');

    const done = await secondFactor(browser, await nextCode());
    expect(done.status, done.text).toBe(200);
    expect(sessionResponseSchema.parse(done.body).userid).toBe(1);
    expect(browser.cookies.has('second_factor')).toBe(false);
    const me = await browser.get('/dashboard/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: DEMO.email });
  });

  it('refuses a wrong code and a code used already', async () => {
    const code = await nextCode();
    const first = await pendingSignIn();
    const second = await pendingSignIn();
    await expectRefused(
      () => secondFactor(second, code),
      () => secondFactor(first, code),
      401,
      'SECOND_FACTOR_INVALID',
    );
    expectError(
      await secondFactor(second, await wrongCode()),
      401,
      'SECOND_FACTOR_INVALID',
    );
    expectError(await second.get('/dashboard/api/me'), 401, 'UNAUTHENTICATED');
  });

  it('asks an e-mailed code sign-in for the second step too', async () => {
    const browser = new TestBrowser(server.url);
    const { code } = await requestCode(server, browser, DEMO.email);
    const verified = await browser.post('/dashboard/api/verifyCode', {
      emailToVerif: DEMO.email,
      code,
    });
    expectError(verified, 401, 'SECOND_FACTOR_REQUIRED');
    expect(browser.cookies.has('second_factor')).toBe(true);
    expectError(await browser.get('/dashboard/api/me'), 401, 'UNAUTHENTICATED');
    const done = await secondFactor(browser, await nextCode());
    expect(done.status, done.text).toBe(200);
    expect((await browser.get('/dashboard/api/me')).status).toBe(200);
  });

  it('takes a recovery code once, typed in any case and spacing', async () => {
    const [recovery = ''] = app.codes;
    app.codes = app.codes.slice(1);
    const typed = ` ${recovery.toLowerCase().replace('-', ' ')} `;
    const first = await pendingSignIn();
    const done = await secondFactor(first, typed);
    expect(done.status, done.text).toBe(200);
    expect((await first.get('/dashboard/api/me')).status).toBe(200);
    expectError(
      await secondFactor(await pendingSignIn(), recovery),
      401,
      'SECOND_FACTOR_INVALID',
    );
  });

  it('completes nothing without the pending sign-in’s cookie', async () => {
    const browser = await pendingSignIn();
    const code = await nextCode();
    await expectRefused(
      () => secondFactor(new TestBrowser(server.url), code),
      () => secondFactor(browser, code),
      401,
      'UNAUTHENTICATED',
    );
  });

  it('ends a pending sign-in at its fifth wrong code', async () => {
    const browser = await pendingSignIn();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expectError(
        await secondFactor(browser, await wrongCode()),
        401,
        'SECOND_FACTOR_INVALID',
      );
    }
    expectError(
      await secondFactor(browser, await nextCode()),
      401,
      'UNAUTHENTICATED',
    );
    const control = await secondFactor(await pendingSignIn(), await nextCode());
    expect(control.status, control.text).toBe(200);
  });

  it('stops checking codes after 10 wrong ones a day, then the next day works again', async () => {
    // Two pending sign-ins of five wrong codes each.
    for (let round = 0; round < 2; round += 1) {
      const browser = await pendingSignIn();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expectError(
          await secondFactor(browser, await wrongCode()),
          401,
          'SECOND_FACTOR_INVALID',
        );
      }
    }
    const limited = await pendingSignIn();
    expectError(
      await secondFactor(limited, await nextCode()),
      429,
      'RATE_LIMITED',
    );
    server.clock.advance(DAY_MS);
    const done = await secondFactor(await pendingSignIn(), await nextCode());
    expect(done.status, done.text).toBe(200);
  });
});

describe('WHMCS two-factor', () => {
  it('offers no set-up to a customer whose password WHMCS takes alone', async () => {
    const browser = new TestBrowser(server.url);
    const { code } = await requestCode(server, browser, OTHER.email);
    const verified = await browser.post('/dashboard/api/verifyCode', {
      emailToVerif: OTHER.email,
      code,
    });
    expect(verified.status, verified.text).toBe(200);
    expect(verified.body).not.toHaveProperty('setUpSecondFactor');
  });

  it('needs the e-mailed code until our second factor is on, then the password and our code', async () => {
    expectError(
      (await passwordStep(TWO_FACTOR)).response,
      401,
      'TWO_FACTOR_REQUIRED',
    );
    const browser = new TestBrowser(server.url);
    const { code } = await requestCode(server, browser, TWO_FACTOR.email);
    const verified = await browser.post('/dashboard/api/verifyCode', {
      emailToVerif: TWO_FACTOR.email,
      code,
    });
    expect(verified.status, verified.text).toBe(200);
    // The password was refused for WHMCS's two-factor: the app offers ours.
    expect(sessionResponseSchema.parse(verified.body).setUpSecondFactor).toBe(
      true,
    );
    const theirs = await turnOn(browser);

    const pendingTwo = await pendingSignIn(TWO_FACTOR);
    const done = await secondFactor(pendingTwo, await nextCode(theirs.secret));
    expect(done.status, done.text).toBe(200);
    expect(await pendingTwo.get('/dashboard/api/me')).toMatchObject({
      status: 200,
      body: { email: TWO_FACTOR.email },
    });
  });
});

import { Writable } from 'node:stream';

import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LOG_REDACT_PATHS } from '../src/app.js';

import { TestBrowser } from './http-client.js';
import { DEMO, requestCode } from './sign-in.js';
import { startTestServer } from './start-test-server.js';
import type { TestServer } from './start-test-server.js';

const lines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logger = pino(
    {
      level: 'debug',
      redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    },
    sink,
  );
  server = await startTestServer({ logger });
});

afterAll(async () => {
  await server.close();
});

describe('logs', () => {
  it('never contain passwords, codes, session tokens or the WHMCS secret', async () => {
    const browser = new TestBrowser(server.url);
    const { code } = await requestCode(server, browser, DEMO.email);
    const verified = await browser.post('/dashboard/api/verifyCode', {
      emailToVerif: DEMO.email,
      code,
    });
    const token = (verified.body as { token: string }).token;
    await browser.post('/dashboard/api/allData', {});
    server.clock.advance(11_000);
    await new TestBrowser(server.url).post('/api/auth', DEMO);
    await new TestBrowser(server.url).post('/api/auth', {
      email: DEMO.email,
      password: 'typo-password',
    });
    const log = lines.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(log).toContain('request completed');
    for (const secret of [
      DEMO.password,
      'typo-password',
      token,
      server.config.whmcs.secret,
    ]) {
      expect(log).not.toContain(secret);
    }
    // Six digits can occur inside timestamps, so look for the code as a value.
    expect(log).not.toContain(`"${code}"`);
    expect(log).not.toMatch(new RegExp(`[=:]\\s*${code}\\b`));
  });
});

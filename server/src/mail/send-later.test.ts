import { describe, expect, it } from 'vitest';

import { loadBrand } from '../brand/brand-settings.js';
import { systemClock } from '../lib/clock.js';

import { createMailer } from './mailer.js';
import type { Mailer } from './mailer.js';
import { mailLocale, sendMailLater } from './send-later.js';

const BRAND = loadBrand({ PROVIDER_NAME: 'StreamMax' });

/** The demo outbox, failing its first `failures` sends. */
function flakyMailer(failures: number): Mailer & { tries: number } {
  const outbox = createMailer({
    smtpUrl: undefined,
    from: 'StreamMax <no-reply@example.com>',
    outbox: true,
    now: systemClock,
  });
  const mailer = {
    ...outbox,
    tries: 0,
    async send(mail: Parameters<Mailer['send']>[0]) {
      mailer.tries += 1;
      if (mailer.tries <= failures) {
        throw new Error('SMTP 421 try later');
      }
      await outbox.send(mail);
    },
  };
  return mailer;
}

function recordingLogger() {
  const lines: string[] = [];
  return {
    lines,
    error: (_data: object, message: string) => lines.push(`error ${message}`),
    warn: (_data: object, message: string) => lines.push(`warn ${message}`),
  };
}

async function until(check: () => boolean): Promise<void> {
  for (let waited = 0; !check(); waited += 10) {
    if (waited > 5000) {
      throw new Error('timed out');
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('sendMailLater', () => {
  it('renders the mail in its language and sends it off the request path', async () => {
    const mailer = flakyMailer(0);
    const logger = recordingLogger();
    sendMailLater({ mailer, brand: BRAND, logger }, () => ({
      to: 'kunde@example.com',
      kind: 'loginCode',
      locale: mailLocale('de-de', 'en-en'),
      values: { code: '123456', minutes: 10 },
    }));
    expect(mailer.readOutbox()).toEqual([]);
    await until(() => (mailer.readOutbox()?.length ?? 0) > 0);
    const [mail] = mailer.readOutbox() ?? [];
    expect(mail?.to).toBe('kunde@example.com');
    expect(mail?.text).toContain('123456');
    expect(mail?.subject).toBe('Ihr Anmeldecode für StreamMax');
    expect(logger.lines).toEqual([]);
  });

  it('tries a failing mailer again after each pause given, then logs', async () => {
    const retried = flakyMailer(2);
    const retriedLog = recordingLogger();
    sendMailLater(
      { mailer: retried, brand: BRAND, logger: retriedLog },
      () => ({
        to: 'a@example.com',
        kind: 'noAccount',
        locale: 'en-en',
        values: { url: 'https://members.example/' },
      }),
      { retryDelaysMs: [1, 1] },
    );
    await until(() => (retried.readOutbox()?.length ?? 0) > 0);
    expect(retried.tries).toBe(3);
    expect(retriedLog.lines).toEqual([
      'warn mail failed, tried again',
      'warn mail failed, tried again',
    ]);

    const given = flakyMailer(5);
    const givenLog = recordingLogger();
    sendMailLater(
      { mailer: given, brand: BRAND, logger: givenLog },
      () => ({
        to: 'a@example.com',
        kind: 'noAccount',
        locale: 'en-en',
        values: { url: 'https://members.example/' },
      }),
      { retryDelaysMs: [1] },
    );
    await until(() => givenLog.lines.includes('error mail could not be sent'));
    expect(given.tries).toBe(2);
  });

  it('takes the language WHMCS writes to the customer in, else the page’s', () => {
    expect(mailLocale('tr-tr', 'en-en')).toBe('tr-tr');
    expect(mailLocale(null, 'fr-fr')).toBe('fr-fr');
  });
});

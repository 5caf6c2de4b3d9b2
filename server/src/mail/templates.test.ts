import { LOCALES } from '@members/contract';
import { describe, expect, it } from 'vitest';

import { getMailCatalog, renderMail } from './templates.js';
import type { MailKind } from './templates.js';

const KINDS: MailKind[] = [
  'loginCode',
  'noAccount',
  'signupConfirm',
  'alreadyRegistered',
  'macChanged',
  'parentalCodeChanged',
  'linePasswordChanged',
  'cancelReceived',
  'cancelNotice',
];

describe('mail templates', () => {
  it('has every mail in all seven locales, translated', () => {
    const english = getMailCatalog('en-en');
    for (const locale of LOCALES) {
      const catalog = getMailCatalog(locale);
      for (const kind of KINDS) {
        const entry = catalog[kind];
        expect(Object.keys(entry).sort()).toEqual(
          Object.keys(english[kind]).sort(),
        );
        if (locale !== 'en-en') {
          for (const field of Object.keys(entry) as (keyof typeof entry)[]) {
            expect(entry[field], `${locale} ${kind}.${field}`).not.toBe(
              english[kind][field],
            );
          }
        }
      }
    }
  });

  it('puts the code and its lifetime in the code mail', () => {
    const mail = renderMail('loginCode', 'en-en', {
      provider: 'StreamMax',
      code: '042917',
      minutes: 10,
    });
    expect(mail.subject).toBe('Your StreamMax sign-in code');
    expect(mail.text).toContain('042917');
    expect(mail.text).toContain('10 minutes');
    expect(mail.html).toContain('042917');
  });

  it('lists the rows of a declaration in the text and, escaped, in the HTML', () => {
    const mail = renderMail('cancelReceived', 'de-de', {
      provider: 'StreamMax',
      receivedAt: '27. November 2026 um 18:30:00 UTC',
      rows: [
        ['Referenz', 'K-ABC123'],
        ['Grund', 'Umzug <ins Ausland>'],
      ],
      url: 'https://members.example.com/receipt.pdf',
    });
    expect(mail.subject).toContain('Kündigungsbestätigung');
    expect(mail.text).toContain('27. November 2026 um 18:30:00 UTC');
    expect(mail.text).toContain('Referenz: K-ABC123');
    expect(mail.text).toContain('Grund: Umzug <ins Ausland>');
    expect(mail.html).toContain('Umzug &lt;ins Ausland&gt;');
    expect(mail.html).not.toContain('<ins');
  });

  it('escapes values in the HTML part', () => {
    const mail = renderMail('signupConfirm', 'de-de', {
      provider: 'A<b>"C"</b>',
      hours: 24,
      url: 'https://members.example.com/dashboard/de-de/login?confirm=x&y="z"',
    });
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;b&gt;');
    expect(mail.html).toContain('confirm=x&amp;y=&quot;z&quot;');
    expect(mail.text).toContain('24 Stunden');
  });

  it('names the subscription and the MAC in the change confirmations', () => {
    const mac = renderMail('macChanged', 'fr-fr', {
      provider: 'StreamMax',
      service: 'Premium (#7)',
      mac: '00:1A:79:00:00:01',
    });
    expect(mac.text).toContain('Premium (#7)');
    expect(mac.text).toContain('00:1A:79:00:00:01');
    expect(mac.subject).toContain('StreamMax');
    for (const kind of [
      'parentalCodeChanged',
      'linePasswordChanged',
    ] as const) {
      const mail = renderMail(kind, 'se-se', {
        provider: 'StreamMax',
        service: 'Premium (#7)',
      });
      expect(mail.text).toContain('Premium (#7)');
      expect(mail.text).toContain('Enheter');
    }
  });
});

import { contrastRatio, LOCALES, parseHexColor } from '@members/contract';
import type { Locale } from '@members/contract';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';

import { RASTER_LOGO_HEIGHT } from '../brand/brand-images.js';
import { loadBrand, pngSize } from '../brand/brand-settings.js';

import {
  DEFAULT_BUTTON,
  getMailCatalog,
  LOGO_CID,
  renderMail,
} from './templates.js';
import type { MailKind } from './templates.js';

/** No brand settings: the provider's name only. */
const PLAIN = loadBrand({ PROVIDER_NAME: 'StreamMax' });

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
  'withdrawReceived',
  'withdrawNotice',
];

/** How long a code or a link lasts, as each language words 0, 1, 2 and 5 of it. */
const DURATIONS: Record<
  Locale,
  {
    minutes: [string, string, string, string];
    hours: [string, string, string, string];
  }
> = {
  'en-en': {
    minutes: ['0 minutes', '1 minute', '2 minutes', '5 minutes'],
    hours: ['0 hours', '1 hour', '2 hours', '5 hours'],
  },
  'de-de': {
    minutes: ['0 Minuten', '1 Minute', '2 Minuten', '5 Minuten'],
    hours: ['0 Stunden', '1 Stunde', '2 Stunden', '5 Stunden'],
  },
  'es-es': {
    minutes: ['0 minutos', '1 minuto', '2 minutos', '5 minutos'],
    hours: ['0 horas', '1 hora', '2 horas', '5 horas'],
  },
  'fr-fr': {
    minutes: ['0 minute', '1 minute', '2 minutes', '5 minutes'],
    hours: ['0 heure', '1 heure', '2 heures', '5 heures'],
  },
  'pt-pt': {
    minutes: ['0 minutos', '1 minuto', '2 minutos', '5 minutos'],
    hours: ['0 horas', '1 hora', '2 horas', '5 horas'],
  },
  'se-se': {
    minutes: ['0 minuter', '1 minut', '2 minuter', '5 minuter'],
    hours: ['0 timmar', '1 timme', '2 timmar', '5 timmar'],
  },
  'tr-tr': {
    minutes: ['0 dakika', '1 dakika', '2 dakika', '5 dakika'],
    hours: ['0 saat', '1 saat', '2 saat', '5 saat'],
  },
};

/** Where each mail names the duration (`{d}`): the code mails' notes, the sign-up link's lead. */
const DURATION_TEXTS: Record<
  Locale,
  { loginCode: string; emailChangeCode: string; signupConfirm: string }
> = {
  'en-en': {
    loginCode: 'It is valid for {d} and works only',
    emailChangeCode: 'It is valid for {d}. If you',
    signupConfirm: 'open this link within {d}:',
  },
  'de-de': {
    loginCode: 'Er ist {d} gültig und funktioniert',
    emailChangeCode: 'Er ist {d} gültig. Wenn Sie',
    signupConfirm: 'öffnen Sie diesen Link innerhalb von {d}:',
  },
  'es-es': {
    loginCode: 'Es válido durante {d} y solo',
    emailChangeCode: 'Es válido durante {d}. Si no',
    signupConfirm: 'abre este enlace en un plazo de {d}:',
  },
  'fr-fr': {
    loginCode: 'Il est valable {d} et ne fonctionne',
    emailChangeCode: 'Il est valable {d}. Si vous',
    signupConfirm: 'ouvrez ce lien dans un délai de {d} :',
  },
  'pt-pt': {
    loginCode: 'É válido durante {d} e só',
    emailChangeCode: 'É válido durante {d}. Se não',
    signupConfirm: 'abra esta ligação no prazo de {d}:',
  },
  'se-se': {
    loginCode: 'Den gäller i {d} och fungerar',
    emailChangeCode: 'Den gäller i {d}. Om du',
    signupConfirm: 'Öppna den här länken inom {d} för att',
  },
  'tr-tr': {
    loginCode: 'Kod {d} geçerlidir ve yalnızca',
    emailChangeCode: 'Kod {d} geçerlidir. Bu değişikliği',
    signupConfirm: 'bu bağlantıyı {d} içinde açın:',
  },
};

/** A mail's words with no-break spaces as plain ones (French writes "1\u00a0heure"). */
function wordsOf(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

describe('durations in mails', () => {
  for (const locale of LOCALES) {
    it(`word the minutes and hours by their number, for 0, 1, 2 and 5, in ${locale}`, async () => {
      const texts = DURATION_TEXTS[locale];
      for (const [index, n] of [0, 1, 2, 5].entries()) {
        const minutes = DURATIONS[locale].minutes[index] ?? '';
        const hours = DURATIONS[locale].hours[index] ?? '';
        for (const kind of ['loginCode', 'emailChangeCode'] as const) {
          const mail = await renderMail(
            kind,
            locale,
            { code: '042917', minutes: n },
            PLAIN,
          );
          const expected = texts[kind].replace('{d}', minutes);
          expect(wordsOf(mail.text), `${kind} ${n}`).toContain(expected);
          expect(wordsOf(mail.html), `${kind} ${n}`).toContain(expected);
        }
        const mail = await renderMail(
          'signupConfirm',
          locale,
          { url: 'https://members.example/confirm', hours: n },
          PLAIN,
        );
        const expected = texts.signupConfirm.replace('{d}', hours);
        expect(wordsOf(mail.text), `signupConfirm ${n}`).toContain(expected);
        expect(wordsOf(mail.html), `signupConfirm ${n}`).toContain(expected);
      }
    });
  }
});

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

  it('puts the code and its lifetime in the code mail', async () => {
    const mail = await renderMail(
      'loginCode',
      'en-en',
      {
        code: '042917',
        minutes: 10,
      },
      PLAIN,
    );
    expect(mail.subject).toBe('Your StreamMax sign-in code');
    expect(mail.text).toContain('042917');
    expect(mail.text).toContain('10 minutes');
    expect(mail.html).toContain('042917');
  });

  it('lists the rows of a declaration in the text and, escaped, in the HTML', async () => {
    const mail = await renderMail(
      'cancelReceived',
      'de-de',
      {
        receivedAt: '27. November 2026 um 18:30:00 UTC',
        rows: [
          ['Referenz', 'K-ABC123'],
          ['Grund', 'Umzug <ins Ausland>'],
        ],
        url: 'https://members.example.com/receipt.pdf',
      },
      PLAIN,
    );
    expect(mail.subject).toContain('Kündigungsbestätigung');
    expect(mail.text).toContain('27. November 2026 um 18:30:00 UTC');
    expect(mail.text).toContain('Referenz: K-ABC123');
    expect(mail.text).toContain('Grund: Umzug <ins Ausland>');
    expect(mail.html).toContain('Umzug &lt;ins Ausland&gt;');
    expect(mail.html).not.toContain('<ins');
  });

  it('escapes values in the HTML part', async () => {
    const mail = await renderMail(
      'signupConfirm',
      'de-de',
      {
        hours: 24,
        url: 'https://members.example.com/dashboard/de-de/login?confirm=x&y="z"',
      },
      loadBrand({ PROVIDER_NAME: 'A<b>"C"</b>' }),
    );
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;b&gt;');
    expect(mail.html).toContain('confirm=x&amp;y=&quot;z&quot;');
    expect(mail.text).toContain('24 Stunden');
  });

  it('names the subscription and the MAC in the change confirmations', async () => {
    const mac = await renderMail(
      'macChanged',
      'fr-fr',
      {
        service: 'Premium (#7)',
        mac: '00:1A:79:00:00:01',
      },
      PLAIN,
    );
    expect(mac.text).toContain('Premium (#7)');
    expect(mac.text).toContain('00:1A:79:00:00:01');
    expect(mac.subject).toContain('StreamMax');
    for (const kind of [
      'parentalCodeChanged',
      'linePasswordChanged',
    ] as const) {
      const mail = await renderMail(
        kind,
        'se-se',
        {
          service: 'Premium (#7)',
        },
        PLAIN,
      );
      expect(mail.text).toContain('Premium (#7)');
      expect(mail.text).toContain('Enheter');
    }
  });
});

/** The example brand (BRAND_DEMO=1): Aurora TV, amber, logo, every contact. */
const DEMO = loadBrand({ BRAND_DEMO: '1' });

/** The action button's background and text colours in a mail's HTML. */
function buttonColors(html: string): { background: string; text: string } {
  const match =
    /<a href="[^"]*" style="display:inline-block;[^"]*background:(#[0-9a-f]{6});color:(#[0-9a-f]{6})/.exec(
      html,
    );
  if (!match?.[1] || !match[2]) {
    throw new Error('no action button');
  }
  return { background: match[1], text: match[2] };
}

function ratio(colors: { background: string; text: string }): number {
  const background = parseHexColor(colors.background);
  const text = parseHexColor(colors.text);
  if (!background || !text) {
    throw new Error('not a colour');
  }
  return contrastRatio(background, text);
}

const SIGNUP = {
  hours: 24,
  url: 'https://members.example.com/dashboard/de-de/login?confirm=x',
};

describe("mails in the provider's brand", () => {
  it('shows the logo inline by cid, at half its raster size, named by the provider', async () => {
    const mail = await renderMail('signupConfirm', 'de-de', SIGNUP, DEMO);
    expect(mail.attachments).toHaveLength(1);
    const [logo] = mail.attachments;
    expect(logo?.cid).toBe(LOGO_CID);
    expect(logo?.contentType).toBe('image/png');
    const size = pngSize(logo?.content ?? Buffer.alloc(0));
    expect(size?.height).toBe(RASTER_LOGO_HEIGHT);
    expect(mail.html).toContain(
      `<img src="cid:${LOGO_CID}" width="${Math.round((size?.width ?? 0) / 2)}" height="${RASTER_LOGO_HEIGHT / 2}" alt="Aurora TV"`,
    );
    // Mail clients draw no SVG: nothing of the SVG file is in the mail.
    expect(mail.html).not.toContain('<svg');
  });

  it('builds a multipart/related message with the logo inline', async () => {
    const mail = await renderMail('signupConfirm', 'en-en', SIGNUP, DEMO);
    const transport = nodemailer.createTransport({
      streamTransport: true,
      buffer: true,
    });
    const info = await transport.sendMail({
      from: 'members@aurora-tv.example',
      to: 'customer@example.com',
      ...mail,
    });
    const message = (info.message as Buffer).toString('utf8');
    expect(message).toMatch(/Content-Type: multipart\/related/);
    expect(message).toContain(`Content-ID: <${LOGO_CID}>`);
    expect(message).toMatch(/Content-Disposition: inline; filename=logo\.png/);
  });

  it('paints the button in the brand colour with the text colour that reaches AA', async () => {
    const amber = buttonColors(
      (await renderMail('signupConfirm', 'de-de', SIGNUP, DEMO)).html,
    );
    expect(amber).toEqual({ background: '#ffb000', text: '#000000' });
    const navy = buttonColors(
      (
        await renderMail(
          'signupConfirm',
          'de-de',
          SIGNUP,
          loadBrand({ PROVIDER_NAME: 'Navy', BRAND_COLOR: '#14213D' }),
        )
      ).html,
    );
    expect(navy).toEqual({ background: '#14213d', text: '#ffffff' });
    const plain = buttonColors(
      (await renderMail('signupConfirm', 'de-de', SIGNUP, PLAIN)).html,
    );
    expect(plain).toEqual(DEFAULT_BUTTON);
    for (const colors of [amber, navy, plain]) {
      expect(ratio(colors)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("ends with the support contact and the legal pages in the mail's language, in both parts", async () => {
    const mail = await renderMail('signupConfirm', 'de-de', SIGNUP, DEMO);
    for (const part of [
      'href="mailto:help@aurora-tv.example"',
      'href="tel:+49301234567"',
      '>+49 30 1234567</a>',
      'href="https://wa.me/4915123456789"',
      'href="https://t.me/auroratv_help"',
      'Hilfe und Kontakt',
      '<a href="https://aurora-tv.example/imprint" style="color:#333333;text-decoration:underline;white-space:nowrap">Impressum</a>',
      '>Datenschutz</a>',
      '>AGB</a>',
    ]) {
      expect(mail.html).toContain(part);
    }
    for (const line of [
      'Hilfe und Kontakt:',
      '  help@aurora-tv.example',
      '  +49 30 1234567',
      '  WhatsApp: https://wa.me/4915123456789',
      '  Telegram: https://t.me/auroratv_help',
      'Impressum: https://aurora-tv.example/imprint',
      'Datenschutz: https://aurora-tv.example/privacy',
      'AGB: https://aurora-tv.example/terms',
    ]) {
      expect(mail.text.split('\n')).toContain(line);
    }
    const turkish = await renderMail('signupConfirm', 'tr-tr', SIGNUP, DEMO);
    expect(turkish.html).toContain('>Künye</a>');
    expect(turkish.text).toContain('Yardım ve iletişim:');
  });

  it('names the provider in text and has no footer without brand settings', async () => {
    const mail = await renderMail('signupConfirm', 'de-de', SIGNUP, PLAIN);
    expect(mail.attachments).toEqual([]);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain(
      'font-size:20px;font-weight:700;color:#222222">StreamMax</p>',
    );
    for (const missing of ['Impressum', 'Hilfe und Kontakt', 'mailto:']) {
      expect(mail.html).not.toContain(missing);
      expect(mail.text).not.toContain(missing);
    }
  });

  it('shows only the contact and links that are set, escaped', async () => {
    const brand = loadBrand({
      PROVIDER_NAME: 'Tom & <Jerry>',
      SUPPORT_EMAIL: 'help@tom.example',
      IMPRINT_URL: 'https://tom.example/imprint?a=1&b=<2>',
    });
    const mail = await renderMail('signupConfirm', 'en-en', SIGNUP, brand);
    expect(mail.html).toContain('>Tom &amp; &lt;Jerry&gt;</p>');
    expect(mail.html).toContain(
      'href="https://tom.example/imprint?a=1&amp;b=%3C2%3E"',
    );
    expect(mail.html).toContain('href="mailto:help@tom.example"');
    expect(mail.html).not.toContain('<Jerry>');
    for (const missing of ['tel:', 'wa.me', 't.me', '>Privacy<', '>Terms<']) {
      expect(mail.html).not.toContain(missing);
    }
    expect(mail.text).toContain(
      'Imprint: https://tom.example/imprint?a=1&b=%3C2%3E',
    );
  });
});

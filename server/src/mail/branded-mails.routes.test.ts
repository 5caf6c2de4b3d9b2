import { randomUUID } from 'node:crypto';

import {
  cancelRequestResponseSchema,
  contrastRatio,
  ENDPOINT_ROUTES,
  parseHexColor,
} from '@members/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { TestBrowser } from '../../test/http-client.js';
import { extractPdfText } from '../../test/pdf-text.js';
import { readOutbox, waitForMail } from '../../test/sign-in.js';
import type { OutboxEntry } from '../../test/sign-in.js';
import { signedInServer } from '../../test/signed-in-server.js';
import type { SignedInServer } from '../../test/signed-in-server.js';
import { RASTER_LOGO_HEIGHT } from '../brand/brand-images.js';
import { DEMO_BRAND, pngSize } from '../brand/brand-settings.js';
import { HOUR_MS, MINUTE_MS } from '../lib/time.js';

/** The example brand (Aurora TV: amber, a logo, every contact, legal pages) and none. */
let branded: SignedInServer;
let plain: SignedInServer;

beforeAll(async () => {
  [branded, plain] = await Promise.all([
    signedInServer({ env: { ...DEMO_BRAND } }),
    signedInServer(),
  ]);
});

afterAll(async () => {
  await Promise.all([branded.server.close(), plain.server.close()]);
});

beforeEach(() => {
  // Past the hour of the sign-in and cancellation flood limits.
  for (const { server } of [branded, plain]) {
    server.clock.advance(HOUR_MS + MINUTE_MS);
  }
});

/** Asks for a sign-in code for an address without an account, in German: the mail has a button. */
async function noAccountMail(server: SignedInServer): Promise<OutboxEntry> {
  const browser = new TestBrowser(server.server.url);
  const email = `neu-${randomUUID().slice(0, 8)}@example.com`;
  const before = (await readOutbox(browser)).length;
  const response = await browser.post('/dashboard/api/sendCode', {
    email,
    locale: 'de-de',
  });
  expect(response.status, response.text).toBe(200);
  return await waitForMail(browser, email, before);
}

/** The action button's colours. */
function button(html: string): { background: string; text: string } {
  const match =
    /style="display:inline-block;[^"]*background:(#[0-9a-f]{6});color:(#[0-9a-f]{6})/.exec(
      html,
    );
  return { background: match?.[1] ?? '', text: match?.[2] ?? '' };
}

async function invoicePdf(server: SignedInServer): Promise<Buffer> {
  const response = await fetch(
    `${server.server.url}/dashboard/api/invoicePdf?invoiceid=1002`,
    { headers: { cookie: `sid=${server.demo.cookies.get('sid') ?? ''}` } },
  );
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** Whether a PDF draws a raster image (pdfkit writes an image XObject for it). */
function hasImage(pdf: Buffer): boolean {
  return pdf.toString('latin1').includes('/Subtype /Image');
}

describe('mails with the provider’s brand', () => {
  it('shows the logo inline by cid, the button in the brand colour with AA text, the support contact and legal links, in German', async () => {
    const mail = await noAccountMail(branded);
    expect(mail.subject).toBe('Anmeldung bei Aurora TV');

    expect(mail.attachments).toHaveLength(1);
    const [logo] = mail.attachments;
    expect(logo).toMatchObject({
      filename: 'logo.png',
      contentType: 'image/png',
    });
    const size = pngSize(Buffer.from(logo?.content ?? '', 'base64'));
    expect(size?.height).toBe(RASTER_LOGO_HEIGHT);
    expect(mail.html).toContain(
      `<img src="cid:${logo?.cid ?? ''}" width="${Math.round((size?.width ?? 0) / 2)}" height="${RASTER_LOGO_HEIGHT / 2}" alt="Aurora TV"`,
    );

    const colors = button(mail.html);
    expect(colors).toEqual({ background: '#ffb000', text: '#000000' });
    expect(
      contrastRatio(
        parseHexColor(colors.background) ?? { r: 0, g: 0, b: 0 },
        parseHexColor(colors.text) ?? { r: 0, g: 0, b: 0 },
      ),
    ).toBeGreaterThanOrEqual(4.5);

    for (const part of [
      'Hilfe und Kontakt',
      'href="mailto:help@aurora-tv.example"',
      'href="tel:+49301234567"',
      'href="https://wa.me/4915123456789"',
      'href="https://t.me/auroratv_help"',
      '<a href="https://aurora-tv.example/imprint" style="color:#333333;text-decoration:underline;white-space:nowrap">Impressum</a>',
      '<a href="https://aurora-tv.example/privacy" style="color:#333333;text-decoration:underline;white-space:nowrap">Datenschutz</a>',
      '<a href="https://aurora-tv.example/terms" style="color:#333333;text-decoration:underline;white-space:nowrap">AGB</a>',
    ]) {
      expect(mail.html).toContain(part);
    }
    for (const line of [
      'Hilfe und Kontakt:',
      '  help@aurora-tv.example',
      '  WhatsApp: https://wa.me/4915123456789',
      'Impressum: https://aurora-tv.example/imprint',
      'Datenschutz: https://aurora-tv.example/privacy',
      'AGB: https://aurora-tv.example/terms',
    ]) {
      expect(mail.text.split('\n')).toContain(line);
    }
  });

  it('names the provider in text, with an AA button and no legal block, without brand settings', async () => {
    const mail = await noAccountMail(plain);
    expect(mail.subject).toBe('Anmeldung bei StreamMax');
    expect(mail.attachments).toEqual([]);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('>StreamMax</p>');
    expect(button(mail.html)).toEqual({
      background: '#1c4fd6',
      text: '#ffffff',
    });
    for (const missing of ['Impressum', 'Datenschutz', 'mailto:', 'wa.me']) {
      expect(mail.html).not.toContain(missing);
      expect(mail.text).not.toContain(missing);
    }
  });

  it('brands the cancellation confirmation and its receipt PDF', async () => {
    const email = `kuendigung-${randomUUID().slice(0, 8)}@example.com`;
    const before = (await readOutbox(branded.demo)).length;
    const response = await branded.demo.request(
      'POST',
      ENDPOINT_ROUTES.cancelRequest.path,
      {
        body: {
          kind: 'ordinary',
          endAt: 'endOfPeriod',
          name: 'Erika Mustermann',
          email,
          locale: 'de-de',
          serviceid: 102,
        },
      },
    );
    expect(response.status, response.text).toBe(200);
    const answer = cancelRequestResponseSchema.parse(response.body);
    const mail = await waitForMail(branded.demo, email, before);
    expect(mail.subject).toContain('Kündigungsbestätigung');
    expect(mail.attachments.map((file) => file.contentType)).toEqual([
      'image/png',
    ]);
    expect(mail.html).toContain('>Impressum</a>');
    expect(button(mail.html).background).toBe('#ffb000');

    const receipt = await fetch(`${branded.server.url}${answer.pdfLink}`);
    expect(receipt.status).toBe(200);
    const pdf = Buffer.from(await receipt.arrayBuffer());
    expect(hasImage(pdf)).toBe(true);
    expect(await extractPdfText(new Uint8Array(pdf))).toContain('Aurora TV');
  });
});

describe('the invoice PDF', () => {
  it('draws the logo above the provider’s name when there is one', async () => {
    const pdf = await invoicePdf(branded);
    expect(hasImage(pdf)).toBe(true);
    const text = await extractPdfText(new Uint8Array(pdf));
    expect(text).toContain('Aurora TV');
    expect(text).toContain('Invoice #1002');
  });

  it('has no image without a logo', async () => {
    const pdf = await invoicePdf(plain);
    expect(hasImage(pdf)).toBe(false);
    expect(await extractPdfText(new Uint8Array(pdf))).toContain('StreamMax');
  });
});

import { LOCALE_TAGS } from '@members/contract';
import type { Locale } from '@members/contract';

import { brandImages } from '../brand/brand-images.js';
import type { Brand } from '../brand/brand-settings.js';
import { SERVER_CATALOGS } from '../locales/catalogs.js';
import type { ServerCatalog } from '../locales/catalogs.js';

import type { MailAttachment } from './mailer.js';

/** The mails the members area sends: the keys of `mail` in the catalogs. */
export type MailKind = keyof ServerCatalog['mail'];

/** Values a mail needs; each kind uses some of them (the provider's name comes from the brand). */
export interface MailValues {
  code?: string;
  /** How long a code lasts, worded with its unit ("1 minute", "10 minutes"). */
  minutes?: number;
  /** How long a link lasts, worded with its unit ("24 hours"). */
  hours?: number;
  url?: string;
  /** A subscription's name and number, e.g. "Premium 12 months (#42)". */
  service?: string;
  /** An e-mail address the mail is about (the new sign-in address). */
  email?: string;
  /** A device MAC address (not a secret: the box shows it). */
  mac?: string;
  /** When a declaration was received, worded for the reader. */
  receivedAt?: string;
  /** Who declared it, as they named themselves. */
  name?: string;
  /** Labelled facts shown as a table after the lead (a declaration's content). */
  rows?: readonly (readonly [label: string, value: string])[];
}

/** A rendered mail: the logo, when there is one, is an inline attachment the HTML names by `cid:`. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

/** The content id the HTML part names the logo by. */
export const LOGO_CID = 'logo@members-area';

/**
 * The action button without a brand colour: a blue that carries white text
 * at 6.7:1 (the older #1c7ed6 reached only 4.2:1, below AA).
 */
export const DEFAULT_BUTTON = { background: '#1c4fd6', text: '#ffffff' };

interface MailText {
  subject: string;
  /** Text before the code or the link. */
  lead: string;
  /** Label of the link button, for mails with a link. */
  action?: string;
  /** Text after the code or link. */
  note: string;
}

type Catalog = Record<MailKind, MailText>;

type FillValues = MailValues & { provider: string };

/** The values written with their unit, in the form their number takes. */
const DURATION_UNITS = { minutes: 'minute', hours: 'hour' } as const;

/**
 * A duration in the mail's language with its unit in the form its number
 * takes ("1 minute", "10 minutes", "1 Stunde"): Intl knows each language's
 * plural rules, which a fixed "{{minutes}} minutes" does not.
 */
function formatDuration(
  value: number,
  unit: (typeof DURATION_UNITS)[keyof typeof DURATION_UNITS],
  locale: Locale,
): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(value);
}

function fill(template: string, values: FillValues, locale: Locale): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => {
    const value = values[name as keyof FillValues];
    if (typeof value === 'number' && name in DURATION_UNITS) {
      return formatDuration(
        value,
        DURATION_UNITS[name as keyof typeof DURATION_UNITS],
        locale,
      );
    }
    return value === undefined || typeof value === 'object'
      ? ''
      : String(value);
  });
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The mail texts of a locale (server/src/locales/<locale>.json, `mail`). */
export function getMailCatalog(locale: Locale): Catalog {
  return SERVER_CATALOGS[locale].mail;
}

/** The phone number as a `tel:` link: the digits with a leading +. */
function telLink(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return phone.trim().startsWith('+') ? `tel:+${digits}` : `tel:${digits}`;
}

const LINK_STYLE = 'color:#333333;text-decoration:underline;white-space:nowrap';

/**
 * The footer both parts end with: the support contact and the legal pages
 * the brand names, in the mail's language; empty without any.
 */
function footerOf(
  brand: Brand,
  locale: Locale,
): { text: string[]; html: string } {
  const labels = SERVER_CATALOGS[locale].mailFooter;
  const contact: { label: string; href: string }[] = [];
  const { email, phone, whatsapp, telegram } = brand.support;
  if (email) {
    contact.push({ label: email, href: `mailto:${email}` });
  }
  if (phone) {
    contact.push({ label: phone, href: telLink(phone) });
  }
  // Names of services, the same in every language.
  if (whatsapp) {
    contact.push({ label: 'WhatsApp', href: whatsapp });
  }
  if (telegram) {
    contact.push({ label: 'Telegram', href: telegram });
  }
  const legal = (['imprint', 'privacy', 'terms'] as const).flatMap((key) => {
    const href = brand.legal[key];
    return href ? [{ label: labels[key], href }] : [];
  });

  const text: string[] = [];
  const html: string[] = [];
  const links = (items: { label: string; href: string }[]) =>
    items
      .map(
        ({ label, href }) =>
          `<a href="${escapeHtml(href)}" style="${LINK_STYLE}">${escapeHtml(label)}</a>`,
      )
      .join(' &middot; ');
  if (contact.length > 0) {
    text.push(
      `${labels.contact}:`,
      ...contact.map(({ label, href }) =>
        href === `mailto:${label}` || href.startsWith('tel:')
          ? `  ${label}`
          : `  ${label}: ${href}`,
      ),
    );
    html.push(
      `<p style="margin:0 0 8px">${escapeHtml(labels.contact)}: ${links(contact)}</p>`,
    );
  }
  if (legal.length > 0) {
    if (text.length > 0) {
      text.push('');
    }
    text.push(...legal.map(({ label, href }) => `${label}: ${href}`));
    html.push(`<p style="margin:0">${links(legal)}</p>`);
  }
  return {
    text,
    html:
      html.length > 0
        ? `<div style="max-width:520px;margin:16px auto 0;padding:0 24px;font-size:13px;line-height:1.6;color:#555555;text-align:center">${html.join('')}</div>`
        : '',
  };
}

/**
 * The header: the logo as an inline PNG (mail clients draw no SVG) at half
 * its raster size for sharp screens, or the provider's name as text.
 */
async function headerOf(
  brand: Brand,
): Promise<{ html: string; attachments: MailAttachment[] }> {
  const logo = await brandImages(brand).logoPng();
  const name = escapeHtml(brand.name);
  if (!logo) {
    return {
      html: `<p style="margin:0 0 20px;font-size:20px;font-weight:700;color:#222222">${name}</p>`,
      attachments: [],
    };
  }
  const width = Math.round(logo.width / 2);
  const height = Math.round(logo.height / 2);
  return {
    html: `<p style="margin:0 0 20px"><img src="cid:${LOGO_CID}" width="${width}" height="${height}" alt="${name}" style="display:block;width:${width}px;max-width:100%;height:auto;border:0;font-size:20px;font-weight:700;color:#222222"></p>`,
    attachments: [
      {
        filename: 'logo.png',
        content: logo.body,
        contentType: 'image/png',
        cid: LOGO_CID,
      },
    ],
  };
}

/**
 * Renders a mail in a locale, for a brand, as text and as simple,
 * inline-styled HTML: the logo (or the provider's name) on top, the action
 * button in the brand colour with the text colour chosen for contrast, the
 * support contact and legal pages below. Every value is escaped in the
 * HTML part.
 */
export async function renderMail(
  kind: MailKind,
  locale: Locale,
  mailValues: MailValues,
  brand: Brand,
): Promise<RenderedMail> {
  const values: FillValues = { ...mailValues, provider: brand.name };
  const button = brand.color
    ? { background: brand.color.value, text: brand.color.text }
    : DEFAULT_BUTTON;
  const entry = getMailCatalog(locale)[kind];
  const subject = fill(entry.subject, values, locale);
  const lead = fill(entry.lead, values, locale);
  const note = fill(entry.note, values, locale);
  const header = await headerOf(brand);
  const footer = footerOf(brand, locale);
  const textParts = [lead];
  const htmlParts = [
    header.html,
    `<p style="margin:0 0 16px">${escapeHtml(lead)}</p>`,
  ];
  if (values.code) {
    textParts.push(`\n    ${values.code}\n`);
    htmlParts.push(
      `<p style="margin:0 0 16px;font-size:32px;font-weight:700;letter-spacing:8px;font-family:monospace">${escapeHtml(values.code)}</p>`,
    );
  }
  if (values.rows && values.rows.length > 0) {
    textParts.push(
      `${values.rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n`,
    );
    htmlParts.push(
      `<table style="margin:0 0 16px;border-collapse:collapse;font-size:14px">${values.rows
        .map(
          ([label, value]) =>
            `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0;color:#555">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`,
    );
  }
  if (values.url && entry.action) {
    textParts.push(`${entry.action}: ${values.url}\n`);
    htmlParts.push(
      `<p style="margin:0 0 16px"><a href="${escapeHtml(values.url)}" style="display:inline-block;padding:12px 20px;background:${button.background};color:${button.text};border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(entry.action)}</a></p>`,
      `<p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">${escapeHtml(values.url)}</p>`,
    );
  }
  textParts.push(note, `\n— ${brand.name}`);
  if (footer.text.length > 0) {
    textParts.push(`\n${footer.text.join('\n')}`);
  }
  htmlParts.push(
    `<p style="margin:0 0 16px;color:#555">${escapeHtml(note)}</p>`,
    `<p style="margin:0;color:#888">— ${escapeHtml(brand.name)}</p>`,
  );
  const html = `<!doctype html><html lang="${LOCALE_TAGS[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="margin:0;padding:24px 12px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#222;background:#f5f6f8"><div style="max-width:520px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">${htmlParts.join('')}</div>${footer.html}</body></html>`;
  return {
    subject,
    text: textParts.join('\n'),
    html,
    attachments: header.attachments,
  };
}

import type { Locale } from '@members/contract';

import { SERVER_CATALOGS } from '../locales/catalogs.js';
import type { ServerCatalog } from '../locales/catalogs.js';

/** The mails the members area sends: the keys of `mail` in the catalogs. */
export type MailKind = keyof ServerCatalog['mail'];

/** Values a mail needs; each kind uses some of them. */
export interface MailValues {
  provider: string;
  code?: string;
  minutes?: number;
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

/** A rendered mail. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

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

function fill(template: string, values: MailValues): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => {
    const value = values[name as keyof MailValues];
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

/**
 * Renders a mail in a locale as text and as simple, inline-styled HTML. Every
 * value is escaped in the HTML part.
 */
export function renderMail(
  kind: MailKind,
  locale: Locale,
  values: MailValues,
): RenderedMail {
  const entry = getMailCatalog(locale)[kind];
  const subject = fill(entry.subject, values);
  const lead = fill(entry.lead, values);
  const note = fill(entry.note, values);
  const textParts = [lead];
  const htmlParts = [`<p style="margin:0 0 16px">${escapeHtml(lead)}</p>`];
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
      `<p style="margin:0 0 16px"><a href="${escapeHtml(values.url)}" style="display:inline-block;padding:12px 20px;background:#1c7ed6;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(entry.action)}</a></p>`,
      `<p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">${escapeHtml(values.url)}</p>`,
    );
  }
  textParts.push(note, `\n— ${values.provider}`);
  htmlParts.push(
    `<p style="margin:0 0 16px;color:#555">${escapeHtml(note)}</p>`,
    `<p style="margin:0;color:#888">— ${escapeHtml(values.provider)}</p>`,
  );
  const html = `<!doctype html><html><body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#222;background:#f5f6f8"><div style="max-width:520px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">${htmlParts.join('')}</div></body></html>`;
  return { subject, text: textParts.join('\n'), html };
}

import { createRequire } from 'node:module';

import { LOCALE_TAGS } from '@members/contract';
import type { Locale } from '@members/contract';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
// DejaVu covers every letter of the seven languages (ğ ş ı İ included), which
// the 14 standard PDF fonts do not.
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** An A4 document with the fonts `regular` and `bold`, and its bytes once ended. */
export interface PdfDocument {
  doc: PDFKit.PDFDocument;
  /** Resolves with the whole file after `doc.end()`. */
  done: Promise<Buffer>;
}

/** Starts an A4 PDF (50 pt margins) with fonts for all seven languages. */
export function createPdfDocument(info: {
  title: string;
  author: string;
}): PdfDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: info.title, Author: info.author },
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** A `YYYY-MM-DD…` date in the locale's long form ('–' for none). */
export function formatLongDate(value: string | null, locale: Locale): string {
  if (!value) {
    return '–';
  }
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)));
}

/** An instant in the locale's long form with seconds and the zone (UTC). */
export function formatLongInstant(value: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(value));
}

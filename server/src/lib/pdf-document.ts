import { createRequire } from 'node:module';

import { LOCALE_TAGS } from '@members/contract';
import type { Locale } from '@members/contract';
import type PDFDocument from 'pdfkit';

type PdfKit = typeof PDFDocument;

let pdfKit: Promise<PdfKit> | null = null;

/**
 * The PDF library and its font code are loaded the first time a PDF is
 * asked for (an invoice, a receipt): most processes draw none.
 */
function loadPdfKit(): Promise<PdfKit> {
  pdfKit ??= import('pdfkit').then((module) => module.default);
  return pdfKit;
}

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

/**
 * Starts an A4 PDF (50 pt margins) with fonts for all seven languages,
 * dated `createdAt` (the server's clock, not the PDF library's).
 */
export async function createPdfDocument(info: {
  title: string;
  author: string;
  createdAt: number;
}): Promise<PdfDocument> {
  const PdfKitDocument = await loadPdfKit();
  const doc = new PdfKitDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: info.title,
      Author: info.author,
      CreationDate: new Date(info.createdAt),
    },
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

/** The brand's logo as a PNG and its size in pixels (`brandImages(brand).logoPng()`). */
export interface PdfLogo {
  body: Buffer;
  width: number;
  height: number;
}

/** Height of the logo on the page, in points. */
export const PDF_LOGO_HEIGHT = 32;
/** Widest a logo is drawn, in points (a very wide logo is scaled down to it). */
const PDF_LOGO_MAX_WIDTH = 240;
/** Space between the logo and what follows, in points. */
const PDF_LOGO_GAP = 14;

/**
 * Draws the logo at the top left (`x`, `y`), {@link PDF_LOGO_HEIGHT} points
 * high, and returns how far what follows moves down; 0 without a logo.
 */
export function drawLogo(
  doc: PDFKit.PDFDocument,
  logo: PdfLogo | null,
  x: number,
  y: number,
): number {
  if (!logo) {
    return 0;
  }
  doc.image(logo.body, x, y, {
    // Scaled into the box, kept at its top left.
    fit: [PDF_LOGO_MAX_WIDTH, PDF_LOGO_HEIGHT],
  });
  return PDF_LOGO_HEIGHT + PDF_LOGO_GAP;
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

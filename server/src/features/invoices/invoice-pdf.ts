import { LOCALE_TAGS } from '@members/contract';
import type { Invoice, Locale } from '@members/contract';

import {
  createPdfDocument,
  drawLogo,
  formatLongDate,
} from '../../lib/pdf-document.js';
import type { PdfLogo } from '../../lib/pdf-document.js';

import { getPdfLabels } from './pdf-labels.js';
import type { PdfLabels } from './pdf-labels.js';

/** Who the invoice is from and for, as printed on it. */
export interface PdfParty {
  provider: string;
  /** The provider's logo, drawn above its name; null without one. */
  logo: PdfLogo | null;
  clientName: string;
  clientEmail: string;
}

const formatDate = formatLongDate;

function formatMoney(amount: string, invoice: Invoice, locale: Locale): string {
  const value = Number(amount);
  try {
    return new Intl.NumberFormat(LOCALE_TAGS[locale], {
      style: 'currency',
      currency: invoice.currency.code,
    }).format(value);
  } catch {
    return `${invoice.currency.prefix}${amount}${invoice.currency.suffix}`;
  }
}

/** The page an invoice is drawn on: the document, its texts, its margins and money. */
interface Sheet {
  doc: PDFKit.PDFDocument;
  labels: PdfLabels;
  left: number;
  right: number;
  width: number;
  money: (amount: string) => string;
}

/** The provider (logo and name) on the left, the invoice's number on the right. */
function drawHeading(
  { doc, labels, left, width }: Sheet,
  invoice: Invoice,
  party: PdfParty,
): void {
  const head = 50 + drawLogo(doc, party.logo, left, 50);
  doc.font('bold').fontSize(20).text(party.provider, left, head);
  doc
    .font('bold')
    .fontSize(16)
    .text(
      `${labels.invoice} #${invoice.invoicenum || invoice.invoiceid}`,
      left,
      head,
      {
        width,
        align: 'right',
      },
    );
  doc.moveDown(2);
}

/** Who is billed on the left, the invoice's status and dates on the right. */
function drawFacts(
  { doc, labels, left, width }: Sheet,
  invoice: Invoice,
  party: PdfParty,
  locale: Locale,
): void {
  const facts: [string, string][] = [
    [labels.status, labels.statuses[invoice.status] ?? invoice.status],
    [labels.date, formatDate(invoice.date, locale)],
    [labels.dueDate, formatDate(invoice.duedate, locale)],
  ];
  if (invoice.datepaid) {
    facts.push([labels.datePaid, formatDate(invoice.datepaid, locale)]);
  }
  if (invoice.paymentmethod) {
    facts.push([labels.paymentMethod, invoice.paymentmethod]);
  }
  const top = doc.y;
  doc.font('bold').fontSize(10).text(labels.billedTo, left, top);
  doc.font('regular').text(party.clientName).text(party.clientEmail);
  let y = top;
  for (const [label, value] of facts) {
    doc.font('bold').text(label, left + width / 2, y, { width: width / 4 });
    doc.font('regular').text(value, left + (width * 3) / 4, y, {
      width: width / 4,
      align: 'right',
    });
    y += 16;
  }
  doc.y = Math.max(doc.y, y) + 24;
}

/** The table of the invoice's items and their amounts. */
function drawItems(
  { doc, labels, left, right, width, money }: Sheet,
  invoice: Invoice,
): void {
  const tableTop = doc.y;
  doc.font('bold').fontSize(10);
  doc.text(labels.description, left, tableTop, { width: width - 120 });
  doc.text(labels.amount, right - 120, tableTop, {
    width: 120,
    align: 'right',
  });
  doc
    .moveTo(left, tableTop + 16)
    .lineTo(right, tableTop + 16)
    .strokeColor('#cccccc')
    .stroke();
  doc.y = tableTop + 24;
  doc.font('regular');
  for (const item of invoice.items) {
    const rowTop = doc.y;
    doc.text(item.description, left, rowTop, { width: width - 130 });
    const rowBottom = doc.y;
    doc.text(money(item.amount), right - 120, rowTop, {
      width: 120,
      align: 'right',
    });
    doc.y = Math.max(rowBottom, doc.y) + 6;
  }
  doc.moveTo(left, doc.y).lineTo(right, doc.y).strokeColor('#cccccc').stroke();
  doc.y += 10;
}

/** The totals under the table, the total and the balance in bold. */
function drawTotals(
  { doc, labels, right, money }: Sheet,
  invoice: Invoice,
): void {
  const totals: [string, string, boolean][] = [
    [labels.subtotal, money(invoice.subtotal), false],
    [labels.credit, money(invoice.credit), false],
    [labels.tax, money(invoice.tax), false],
    [labels.total, money(invoice.total), true],
    [labels.balance, money(invoice.balance), true],
  ];
  for (const [label, value, isStrong] of totals) {
    const rowTop = doc.y;
    doc.font(isStrong ? 'bold' : 'regular');
    doc.text(label, right - 300, rowTop, { width: 170, align: 'right' });
    doc.text(value, right - 120, rowTop, { width: 120, align: 'right' });
    doc.y = rowTop + 18;
  }
}

/** Renders an invoice as a PDF in the customer's language. */
export async function renderInvoicePdf(
  invoice: Invoice,
  party: PdfParty,
  locale: Locale,
  createdAt: number,
): Promise<Buffer> {
  const labels = getPdfLabels(locale);
  const { doc, done } = await createPdfDocument({
    title: `${labels.invoice} ${invoice.invoicenum || invoice.invoiceid}`,
    author: party.provider,
    createdAt,
  });

  const left = 50;
  const right = doc.page.width - 50;
  const width = right - left;
  const money = (amount: string) => formatMoney(amount, invoice, locale);
  const sheet: Sheet = { doc, labels, left, right, width, money };

  drawHeading(sheet, invoice, party);
  drawFacts(sheet, invoice, party, locale);
  drawItems(sheet, invoice);
  drawTotals(sheet, invoice);
  doc.end();
  return done;
}

import type { Locale } from '@members/contract';

import { brandImages } from '../brand/brand-images.js';
import { createPdfDocument, drawLogo } from '../lib/pdf-document.js';
import type { PdfLogo } from '../lib/pdf-document.js';
import type { StoredDeclaration } from '../stores/types.js';

import {
  declarationLabels,
  loadDeclaration,
  receiptRows,
} from './declarations.js';
import type { DeclarationDeps, DeclarationKind } from './declarations.js';

/**
 * Renders the receipt of a declaration (a cancellation, a withdrawal) as a
 * PDF in a language: what was declared and the date and time of receipt,
 * on a durable medium (§ 312k, § 356a BGB). The provider's logo, when it
 * has one, stands above its name.
 */
export async function renderDeclarationPdf(
  record: StoredDeclaration,
  { provider, logo }: { provider: string; logo: PdfLogo | null },
  locale: Locale,
): Promise<Buffer> {
  const labels = declarationLabels(record.declaration, locale);
  const { doc, done } = await createPdfDocument({
    title: `${labels.title} ${record.reference}`,
    author: provider,
    // Dated when the declaration was received: the same receipt, the same file.
    createdAt: Date.parse(record.receipt.receivedAt),
  });
  const left = 50;
  const width = doc.page.width - 100;
  const head = 50 + drawLogo(doc, logo, left, 50);
  doc.font('bold').fontSize(20).text(provider, left, head);
  doc.moveDown(0.5);
  doc.font('bold').fontSize(16).text(labels.title, { width });
  doc.moveDown(0.5);
  doc.font('regular').fontSize(10).text(labels.intro, { width });
  doc.moveDown(1.5);
  for (const [label, value] of receiptRows(record, locale)) {
    const top = doc.y;
    doc.font('bold').fontSize(10).text(label, left, top, { width: 170 });
    const labelBottom = doc.y;
    doc.font('regular').text(value, left + 180, top, { width: width - 180 });
    doc.y = Math.max(labelBottom, doc.y) + 8;
  }
  doc.end();
  return done;
}

/**
 * The receipt a link names (its reference and token) as a PDF in the
 * language asked for, else the declarant's, with its file name.
 */
export async function loadDeclarationPdf(
  deps: Pick<DeclarationDeps, 'secret' | 'stores' | 'brand'>,
  kind: DeclarationKind,
  link: { reference: string; token: string; locale?: Locale | undefined },
): Promise<{ data: Buffer; filename: string }> {
  const record = await loadDeclaration(deps, kind, link.reference, link.token);
  const data = await renderDeclarationPdf(
    record,
    {
      provider: deps.brand.name,
      logo: await brandImages(deps.brand).logoPng(),
    },
    link.locale ?? record.locale,
  );
  return { data, filename: `${kind}-${record.reference}.pdf` };
}

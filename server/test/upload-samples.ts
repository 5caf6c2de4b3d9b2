import { deflateSync } from 'node:zlib';

/*
 * Small real files of each accepted type, and the polyglots and active PDFs
 * made from them, for the upload tests.
 */

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A 1×1 JPEG (arithmetic coded). */
export const JPEG = Buffer.from(
  '/9j/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k=',
  'base64',
);

/** A 1×1 GIF with a graphic control extension. */
export const GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);

/** A 1×1 lossless WebP. */
export const WEBP = Buffer.from(
  'UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==',
  'base64',
);

/**
 * A one-page PDF whose catalog carries `catalogExtra`, with `extraObjects`
 * after the page (numbered from 4), and a correct cross-reference table.
 */
export function makePdf(
  catalogExtra = '',
  extraObjects: (string | Buffer)[] = [],
): Buffer {
  const objects: (string | Buffer)[] = [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    ...extraObjects,
  ];
  const parts: Buffer[] = [
    Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n', 'latin1'),
  ];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  objects.forEach((object, index) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      typeof object === 'string' ? Buffer.from(object, 'latin1') : object,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(part);
    length += part.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

/** A PDF 1.5 object stream (compressed) holding one dictionary. */
export function objectStream(dictionary: string): Buffer {
  const body = `5 0 ${dictionary}`;
  const packed = deflateSync(Buffer.from(body, 'latin1'));
  return Buffer.concat([
    Buffer.from(
      `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
      'latin1',
    ),
    packed,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/** A Flate-compressed page content stream (text drawing). */
export function contentStream(text: string): Buffer {
  const packed = deflateSync(Buffer.from(text, 'latin1'));
  return Buffer.concat([
    Buffer.from(
      `<< /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
      'latin1',
    ),
    packed,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/**
 * A GIF that is also JavaScript: its logical screen width opens a comment
 * (`GIF89a/*`), a comment extension closes it and assigns, and the trailer
 * `;` ends the statement.
 */
export const GIF_JS = Buffer.concat([
  Buffer.from('GIF89a/*\x01\x00\x00\x00\x00', 'latin1'),
  Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0]),
  Buffer.from([0x21, 0xfe, 14]),
  Buffer.from('*/=alert(1)//x', 'latin1'),
  Buffer.from([0x00, 0x3b]),
]);

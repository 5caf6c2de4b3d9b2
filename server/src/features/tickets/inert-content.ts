import { inflateSync } from 'node:zlib';

/*
 * Whether an uploaded file can be proved inert: it is exactly one file of its
 * type, with nothing before its start or after its end marker, no markup a
 * browser would run, and (for PDF) no active content. A file that cannot be
 * proved inert is refused: a polyglot (an image that is also HTML or
 * JavaScript) or a PDF with scripts is dangerous wherever it is opened.
 */

/** Markup that makes a browser (or a sniffing one) treat bytes as a page. */
const MARKUP = [
  '<script',
  '<html',
  '<svg',
  '<!doctype',
  '<iframe',
  '<frameset',
  '<object',
  '<embed',
  '<body',
  '<head',
  '<meta',
  '<style',
  '<base',
  '<form',
  '<img',
  '<?xml',
  '<?php',
  'javascript:',
];

/** PDF names that run code, open something or carry other files. */
const ACTIVE_PDF_NAMES = new Set([
  'JS',
  'JavaScript',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'GoToR',
  'Encrypt',
]);

/** The most a PDF object stream may inflate to while it is checked. */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

/**
 * Markup in a text. Only the parts of a file that are text by their format
 * (metadata, comments, PDF dictionaries, text files) are searched: markers
 * of four or five letters turn up by chance in megabytes of compressed data.
 */
function hasMarkup(parts: readonly string[]): boolean {
  return parts.some((part) => {
    const lower = part.toLowerCase();
    return MARKUP.some((marker) => lower.includes(marker));
  });
}

/**
 * Whether the bytes right after an image's magic number could open a
 * JavaScript comment: that is how a GIF, JPEG or WebP is made to parse as a
 * script too (`GIF89a/*…*\/=alert(1);`).
 */
function opensScript(data: Buffer, at: number): boolean {
  const pair = data.toString('latin1', at, at + 2);
  return pair === '/*' || pair === '//';
}

/** The text parts of a file as its format is walked, or null when it is not one whole file. */
type Walk = string[] | null;

/** PNG: chunks to IEND, which must end the file; every chunk but image data is metadata. */
function walkPng(data: Buffer): Walk {
  const metadata: string[] = [];
  let offset = 8;
  while (offset + 12 <= data.length) {
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > data.length) {
      return null;
    }
    if (type === 'IEND') {
      return end === data.length ? metadata : null;
    }
    if (type !== 'IDAT' && type !== 'fdAT') {
      metadata.push(data.toString('latin1', offset + 8, end - 4));
    }
    offset = end;
  }
  return null;
}

/** JPEG: segments and entropy-coded data to EOI, which must end the file. */
function walkJpeg(data: Buffer): Walk {
  if (opensScript(data, 4)) {
    return null;
  }
  const metadata: string[] = [];
  let offset = 2;
  while (offset + 2 <= data.length) {
    if (data[offset] !== 0xff) {
      return null;
    }
    const marker = data[offset + 1] ?? 0;
    if (marker === 0xff) {
      // A fill byte before a marker.
      offset += 1;
      continue;
    }
    if (marker === 0xd9) {
      return offset + 2 === data.length ? metadata : null;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (offset + 4 > data.length) {
      return null;
    }
    const length = data.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > data.length) {
      return null;
    }
    if (marker !== 0xda) {
      metadata.push(data.toString('latin1', offset + 4, offset + 2 + length));
    }
    offset += 2 + length;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is neither a
      // stuffed 0xFF00 nor a restart marker.
      while (offset + 1 < data.length) {
        const next = data[offset + 1] ?? 0;
        if (
          data[offset] === 0xff &&
          next !== 0x00 &&
          !(next >= 0xd0 && next <= 0xd7)
        ) {
          break;
        }
        offset += 1;
      }
    }
  }
  return null;
}

/** The end of a run of GIF sub-blocks and their bytes, or null when it is cut short. */
function gifSubBlocks(
  data: Buffer,
  start: number,
): { end: number; text: string } | null {
  let offset = start;
  const parts: string[] = [];
  while (offset < data.length) {
    const size = data[offset] ?? 0;
    if (size === 0) {
      return { end: offset + 1, text: parts.join('') };
    }
    if (offset + 1 + size > data.length) {
      return null;
    }
    parts.push(data.toString('latin1', offset + 1, offset + 1 + size));
    offset += 1 + size;
  }
  return null;
}

function colourTableBytes(packed: number): number {
  return packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0;
}

/** GIF: blocks to the trailer, which must end the file; extensions are metadata. */
function walkGif(data: Buffer): Walk {
  if (data.length < 13 || opensScript(data, 6)) {
    return null;
  }
  const metadata: string[] = [];
  let offset = 13 + colourTableBytes(data[10] ?? 0);
  while (offset < data.length) {
    const introducer = data[offset];
    if (introducer === 0x3b) {
      return offset + 1 === data.length ? metadata : null;
    }
    let blocks: { end: number; text: string } | null = null;
    if (introducer === 0x21) {
      blocks = gifSubBlocks(data, offset + 2);
      if (blocks) {
        metadata.push(blocks.text);
      }
    } else if (introducer === 0x2c && offset + 10 <= data.length) {
      const tableEnd = offset + 10 + colourTableBytes(data[offset + 9] ?? 0);
      // After the table: the LZW minimum code size, then the image data.
      blocks = gifSubBlocks(data, tableEnd + 1);
    }
    if (!blocks) {
      return null;
    }
    offset = blocks.end;
  }
  return null;
}

/** WebP: the RIFF length must cover the file exactly, chunk by chunk. */
function walkWebp(data: Buffer): Walk {
  if (data.length < 12 || opensScript(data, 4)) {
    return null;
  }
  if (data.readUInt32LE(4) + 8 !== data.length) {
    return null;
  }
  const metadata: string[] = [];
  let offset = 12;
  while (offset + 8 <= data.length) {
    const type = data.toString('latin1', offset, offset + 4);
    const size = data.readUInt32LE(offset + 4);
    const end = offset + 8 + size;
    if (end > data.length) {
      return null;
    }
    if (!['VP8 ', 'VP8L', 'ALPH', 'ANMF'].includes(type)) {
      metadata.push(data.toString('latin1', offset + 8, end));
    }
    offset = end + (size % 2);
  }
  return offset === data.length ? metadata : null;
}

/** PDF names in a text, with `#xx` escapes decoded (`/J#61vaScript`). */
function pdfNames(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/\/([^\s/[\]()<>{}%]+)/g)) {
    names.push(
      (match[1] ?? '').replace(/#([0-9A-Fa-f]{2})/g, (_all, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      ),
    );
  }
  return names;
}

function hasActivePdfName(text: string): boolean {
  return pdfNames(text).some(
    (name) => ACTIVE_PDF_NAMES.has(name) || name.startsWith('RichMedia'),
  );
}

/**
 * PDF: the objects outside streams and every object stream (where PDF 1.5
 * hides dictionaries, compressed) hold no active name; an object stream that
 * cannot be read is refused. Other streams (page content, images, fonts)
 * cannot carry actions. Nothing but white space may follow the last %%EOF.
 */
function walkPdf(data: Buffer): Walk {
  const text = data.toString('latin1');
  const eof = text.lastIndexOf('%%EOF');
  if (eof < 0 || text.slice(eof + 5).trim() !== '') {
    return null;
  }
  const outside: string[] = [];
  const streamPattern = /(?<!end)stream\r?\n/g;
  let position = 0;
  let match: RegExpExecArray | null;
  while ((match = streamPattern.exec(text)) !== null) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) {
      return null;
    }
    const dictionary = text.slice(position, match.index);
    outside.push(dictionary);
    if (pdfNames(dictionary).includes('ObjStm')) {
      let objects: string;
      try {
        objects = inflateSync(data.subarray(start, end), {
          maxOutputLength: MAX_INFLATED_BYTES,
        }).toString('latin1');
      } catch {
        return null;
      }
      if (hasActivePdfName(objects)) {
        return null;
      }
      outside.push(objects);
    }
    position = end;
    streamPattern.lastIndex = end;
  }
  outside.push(text.slice(position));
  return outside.some(hasActivePdfName) ? null : outside;
}

/** Text: valid UTF-8 without NUL; all of it is searched for markup. */
function walkText(data: Buffer): Walk {
  if (data.includes(0)) {
    return null;
  }
  try {
    return [new TextDecoder('utf-8', { fatal: true }).decode(data)];
  } catch {
    return null;
  }
}

const WALKERS: Readonly<Record<string, (data: Buffer) => Walk>> = {
  'image/png': walkPng,
  'image/jpeg': walkJpeg,
  'image/gif': walkGif,
  'image/webp': walkWebp,
  'application/pdf': walkPdf,
  'text/plain': walkText,
};

/**
 * Whether a file of an accepted type can be proved inert. The whole file is
 * walked: an image's structure to its end marker (PNG IEND, JPEG EOI, GIF
 * trailer, WebP RIFF length) with nothing after it and no script opener
 * behind its magic number; a PDF without script, automatic action, launch,
 * embedded file, rich media, XFA or encryption, also inside compressed
 * object streams; text as valid UTF-8 without NUL. Then the file's text
 * parts (image metadata, PDF objects, the whole text file) must hold no HTML,
 * SVG or script markup.
 */
export function isInertContent(mime: string, data: Buffer): boolean {
  const walk = WALKERS[mime];
  const textParts = walk ? walk(data) : null;
  return textParts !== null && !hasMarkup(textParts);
}

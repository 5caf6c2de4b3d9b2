import { ATTACHMENT_EXTENSIONS, isCleanText } from '@members/contract';

/**
 * The file-type sniffer is loaded with the first attachment: a process may
 * never receive one.
 */
async function sniff(data: Buffer): Promise<{ mime: string } | undefined> {
  const { fileTypeFromBuffer } = await import('file-type');
  return fileTypeFromBuffer(data);
}

import { AppError } from '../../lib/app-error.js';

import { isInertContent } from './inert-content.js';

/** An uploaded file, checked and ready for WHMCS. */
export interface CheckedFile {
  name: string;
  data: Buffer;
  mime: string;
}

function invalidFile(code: string, name: string): AppError {
  return new AppError('VALIDATION', `File refused: ${name}`, {
    issues: [{ path: 'attachments', code }],
  });
}

/** Longest file name passed on, in characters. */
const FILE_NAME_MAX_LENGTH = 100;

/**
 * A file name safe to pass on: no path, no control, bidi or lone surrogate
 * character (the shared free-text rule, so `photo\u202Egnp.exe` cannot pose
 * as an image), at most 100 characters, never cut inside a character.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter(
      (char) =>
        isCleanText(char, { isMultiline: false }) && !'<>:"|?*'.includes(char),
    )
    .join('')
    .replace(/^[.\s-]+/, '')
    .trim();
  const chars = [...cleaned];
  if (chars.length <= FILE_NAME_MAX_LENGTH) {
    return cleaned || 'file';
  }
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? [...cleaned.slice(dot)] : [];
  return [
    ...chars.slice(0, FILE_NAME_MAX_LENGTH - extension.length),
    ...extension,
  ].join('');
}

/**
 * Decides a file's type from its content, never from its name alone: the
 * sniffed type must be allowed and the name's ending must match it, so a
 * program renamed to `.png` is refused. Then the whole file must be proved
 * inert ({@link isInertContent}): a polyglot (an image with HTML or script
 * appended, a GIF that is also JavaScript) or a PDF with active content is
 * refused with the same `file_type` code.
 */
export async function checkFile(
  name: string,
  data: Buffer,
  allowedTypes: readonly string[],
): Promise<CheckedFile> {
  const cleanName = cleanFileName(name);
  const extension = cleanName.includes('.')
    ? (cleanName.split('.').pop() ?? '').toLowerCase()
    : '';
  if (data.length === 0) {
    throw invalidFile('file_empty', cleanName);
  }
  const sniffed = await sniff(data);
  const mime =
    sniffed?.mime ?? (isInertContent('text/plain', data) ? 'text/plain' : null);
  if (!mime || !allowedTypes.includes(mime)) {
    throw invalidFile('file_type', cleanName);
  }
  if (!(ATTACHMENT_EXTENSIONS[mime] ?? []).includes(extension)) {
    throw invalidFile('file_type', cleanName);
  }
  if (!isInertContent(mime, data)) {
    throw invalidFile('file_type', cleanName);
  }
  return { name: cleanName, data, mime };
}

/**
 * The content type to send a stored attachment with (never HTML): its own
 * type only when it can be proved inert, since staff may attach anything.
 */
export async function contentTypeOf(
  name: string,
  data: Buffer,
): Promise<string> {
  const sniffed = await sniff(data);
  if (
    sniffed &&
    Object.keys(ATTACHMENT_EXTENSIONS).includes(sniffed.mime) &&
    isInertContent(sniffed.mime, data)
  ) {
    return sniffed.mime;
  }
  if (
    !sniffed &&
    /\.(txt|log)$/i.test(name) &&
    isInertContent('text/plain', data)
  ) {
    return 'text/plain; charset=utf-8';
  }
  return 'application/octet-stream';
}

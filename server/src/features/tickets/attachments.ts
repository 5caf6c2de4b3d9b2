import { ATTACHMENT_EXTENSIONS } from '@members/contract';
import { fileTypeFromBuffer } from 'file-type';

import { AppError } from '../../lib/app-error.js';

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

/** A file name safe to pass on: no path, no control characters, at most 100 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code > 0x1f && code !== 0x7f && !'<>:"|?*'.includes(char);
    })
    .join('')
    .replace(/^[.\s-]+/, '')
    .trim();
  if (cleaned.length <= 100) {
    return cleaned || 'file';
  }
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot) : '';
  return `${cleaned.slice(0, 100 - extension.length)}${extension}`;
}

function isPlainText(data: Buffer): boolean {
  if (data.includes(0)) {
    return false;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

/**
 * Decides a file's type from its content, never from its name alone: the
 * sniffed type must be allowed and the name's ending must match it, so a
 * program renamed to `.png` is refused.
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
  const sniffed = await fileTypeFromBuffer(data);
  const mime = sniffed?.mime ?? (isPlainText(data) ? 'text/plain' : null);
  if (!mime || !allowedTypes.includes(mime)) {
    throw invalidFile('file_type', cleanName);
  }
  if (!(ATTACHMENT_EXTENSIONS[mime] ?? []).includes(extension)) {
    throw invalidFile('file_type', cleanName);
  }
  return { name: cleanName, data, mime };
}

/** The content type to send a stored attachment with (never HTML). */
export async function contentTypeOf(
  name: string,
  data: Buffer,
): Promise<string> {
  const sniffed = await fileTypeFromBuffer(data);
  if (sniffed && Object.keys(ATTACHMENT_EXTENSIONS).includes(sniffed.mime)) {
    return sniffed.mime;
  }
  if (isPlainText(data) && /\.(txt|log)$/i.test(name)) {
    return 'text/plain; charset=utf-8';
  }
  return 'application/octet-stream';
}

import type { Database } from './db/database.js';
import { insertAttachment, type AttachmentKind } from './db/tickets.js';
import { randomDigits } from './random.js';

/** A file sent with OpenTicket or AddTicketReply. */
export interface UploadedFile {
  filename: string;
  data: Buffer;
}

const BASE64 = /^[A-Za-z0-9+/\r\n]*={0,2}\s*$/;

/**
 * Decodes the `attachments` parameter: base64 of a JSON array of `{name, data}` where
 * `data` is base64 of the bytes. WHMCS's table says `filename`, its example says
 * `name`; both are accepted. `undefined` when the value cannot be decoded.
 */
export function decodeAttachmentsParam(
  value: string,
): UploadedFile[] | undefined {
  const trimmed = value.trim();
  if (trimmed === '') {
    return [];
  }
  if (!BASE64.test(trimmed)) {
    return undefined;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(trimmed, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed)) {
    return undefined;
  }
  const files: UploadedFile[] = [];
  for (const entry of parsed as unknown[]) {
    if (!entry || typeof entry !== 'object') {
      return undefined;
    }
    const record = entry as Record<string, unknown>;
    const name = record['name'] ?? record['filename'];
    const data = record['data'];
    if (typeof name !== 'string' || typeof data !== 'string') {
      return undefined;
    }
    if (!BASE64.test(data)) {
      return undefined;
    }
    files.push({
      filename: sanitizeFilename(name),
      data: Buffer.from(data, 'base64'),
    });
  }
  return files;
}

function sanitizeFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[^\w.\- ()]/g, '_').trim();
  return cleaned === '' ? 'attachment' : cleaned;
}

/** Stores files for a ticket's opening message, a reply or a note, indexed from 0. */
export function storeAttachments(
  db: Database,
  kind: AttachmentKind,
  relId: number,
  files: UploadedFile[],
): void {
  files.forEach((file, index) => {
    insertAttachment(db, {
      kind,
      rel_id: relId,
      idx: index,
      filename: file.filename,
      stored_name: `${randomDigits(6)}_${file.filename}`,
      data: file.data,
    });
  });
}

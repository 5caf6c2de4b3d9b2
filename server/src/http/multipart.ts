import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { z } from 'zod';

import { AppError } from '../lib/app-error.js';

/** A file part of a multipart body, read into memory. */
export interface UploadedFile {
  filename: string;
  data: Buffer;
}

type Part = MultipartFile | MultipartValue;

function isPart(value: unknown): value is Part {
  return (
    typeof value === 'object' &&
    value !== null &&
    'fieldname' in value &&
    'type' in value
  );
}

/**
 * Splits a multipart body (parsed with `attachFieldsToBody`) into text
 * fields and the files sent as `attachments`, then validates the fields
 * with their contract schema. Files under any other name are refused.
 */
export async function readMultipart<S extends z.ZodType>(
  body: unknown,
  schema: S,
): Promise<{ fields: z.output<S>; files: UploadedFile[] }> {
  if (typeof body !== 'object' || body === null) {
    throw new AppError('VALIDATION', 'A multipart body is required');
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  for (const [name, entry] of Object.entries(body)) {
    const parts = (Array.isArray(entry) ? entry : [entry]).filter(isPart);
    for (const part of parts) {
      if (part.type === 'file') {
        if (name !== 'attachments') {
          throw new AppError('VALIDATION', `Unexpected file field ${name}`, {
            issues: [{ path: name, code: 'unexpected_file' }],
          });
        }
        files.push({ filename: part.filename, data: await part.toBuffer() });
      } else if (typeof part.value === 'string') {
        if (name in fields) {
          throw new AppError('VALIDATION', `Field ${name} sent twice`, {
            issues: [{ path: name, code: 'duplicate_field' }],
          });
        }
        fields[name] = part.value;
      }
    }
  }
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    throw new AppError('VALIDATION', 'The request is not valid', {
      issues: parsed.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        code: /^[a-z][a-z0-9_]*$/.test(issue.message)
          ? issue.message
          : issue.code,
      })),
    });
  }
  return { fields: parsed.data as z.output<S>, files };
}

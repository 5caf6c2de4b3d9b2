import { createHash } from 'node:crypto';

import type { FastifyRequest } from 'fastify';

interface BodyPart {
  type: 'file' | 'field';
  fieldname: string;
  filename?: string;
  value?: unknown;
  toBuffer?: () => Promise<Buffer>;
}

function isBodyPart(value: unknown): value is BodyPart {
  return typeof value === 'object' && value !== null && 'fieldname' in value;
}

// Multipart parts hold streams and refer to each other: reduce them to their
// values, and files to a hash of their bytes.
async function describeBody(body: unknown): Promise<unknown> {
  if (typeof body !== 'object' || body === null) {
    return body ?? null;
  }
  const entries = Object.entries(body);
  if (
    !entries.some(([, value]) =>
      isBodyPart(Array.isArray(value) ? value[0] : value),
    )
  ) {
    return body;
  }
  const described: Record<string, unknown[]> = {};
  for (const [name, value] of entries) {
    const parts = (Array.isArray(value) ? value : [value]).filter(isBodyPart);
    described[name] = await Promise.all(
      parts.map(async (part) =>
        part.type === 'file' && part.toBuffer
          ? `${part.filename ?? ''}:${createHash('sha256')
              .update(await part.toBuffer())
              .digest('hex')}`
          : part.value,
      ),
    );
  }
  return described;
}

/** A hash of a request's method, URL and body: a repeat of the same change has the same. */
export async function fingerprintOf(request: FastifyRequest): Promise<string> {
  const body = await describeBody(request.body);
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(body)}`)
    .digest('hex');
}

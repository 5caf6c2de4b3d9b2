import { ENDPOINT_ROUTES } from '@members/contract';
import type { ErrorCode, ValidationIssue } from '@members/contract';

import { ApiError } from '@/lib/api-client';
import { syncWithServer } from '@/utils/clock';

/** How much of the archive has arrived; `total` when the server said its size. */
export interface ExportProgress {
  received: number;
  total: number | null;
}

/** The archive as it arrived, and the name the server gave it. */
export interface DataExportFile {
  blob: Blob;
  fileName: string;
}

interface ErrorEnvelope {
  error: true;
  code: ErrorCode;
  message: string;
  reason?: string;
  retryAfter?: number;
  issues?: ValidationIssue[];
}

function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { error?: unknown }).error === true &&
    typeof (body as { code?: unknown }).code === 'string'
  );
}

/** The refusal of a failed answer, as `call` would throw it. */
async function refusalOf(response: Response): Promise<ApiError> {
  const parsed: unknown = await response.json().catch(() => null);
  if (!isErrorEnvelope(parsed)) {
    return new ApiError('INTERNAL', response.status, `HTTP ${response.status}`);
  }
  const header = Number(response.headers.get('retry-after'));
  return new ApiError(
    parsed.code,
    response.status,
    parsed.message,
    parsed.reason,
    parsed.retryAfter ??
      (Number.isFinite(header) && header > 0 ? header : undefined),
    parsed.issues,
  );
}

/** The file name of `Content-Disposition`, or one of our own. */
export function fileNameOf(
  disposition: string | null,
  fallback: string,
): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      return fallback;
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Fetches the data export (`dataExport`), reading the ZIP as it streams in
 * and telling `onProgress` how many bytes have arrived. No timeout of its
 * own: the archive is built while it is sent, which may take a while; the
 * caller's `signal` stops it.
 */
export async function fetchDataExport(
  onProgress: (progress: ExportProgress) => void,
  fallbackName: string,
  signal?: AbortSignal,
): Promise<DataExportFile> {
  let response: Response;
  try {
    response = await fetch(
      new URL(ENDPOINT_ROUTES.dataExport.path, window.location.origin),
      {
        method: 'GET',
        headers: { accept: 'application/zip, application/json' },
        credentials: 'same-origin',
        signal,
      },
    );
  } catch {
    throw new ApiError('NETWORK', 0, 'The network failed');
  }
  syncWithServer(response.headers.get('date'));
  if (!response.ok) {
    throw await refusalOf(response);
  }
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: BlobPart[] = [];
  let received = 0;
  onProgress({ received, total });
  if (response.body) {
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          break;
        }
        // A fetch body is never shared memory.
        chunks.push(value as Uint8Array<ArrayBuffer>);
        received += value.byteLength;
        onProgress({ received, total });
      }
    } catch {
      throw new ApiError('NETWORK', 0, 'The network failed');
    }
  }
  return {
    blob: new Blob(chunks, { type: 'application/zip' }),
    fileName: fileNameOf(
      response.headers.get('content-disposition'),
      fallbackName,
    ),
  };
}

import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';

import { Zip, ZipDeflate } from 'fflate';

import type { ArchiveFile } from './tables.js';

/** How much of a file is handed to the compressor at once. */
const SLICE_BYTES = 64 * 1024;

/** Waits until the reader caught up, or went away (then feeding stops). */
async function waitForReader(output: PassThrough): Promise<void> {
  if (!output.writableNeedDrain || output.destroyed) {
    return;
  }
  await new Promise<void>((resolve) => {
    const done = () => {
      output.off('drain', done);
      output.off('close', done);
      resolve();
    };
    output.on('drain', done);
    output.on('close', done);
  });
}

/**
 * Streams the files as a ZIP archive: fflate's streaming `Zip` deflates each
 * file slice by slice and the archive's bytes go out as they are made,
 * pausing while the reader is behind, so the archive is never held whole.
 * A failure destroys the stream (the response ends cut short, never as a
 * valid archive missing files).
 */
export function streamZip(
  files: readonly ArchiveFile[],
  mtime: Date,
): Readable {
  const output = new PassThrough();
  const zip = new Zip((error, chunk, isFinal) => {
    if (error) {
      output.destroy(error);
      return;
    }
    output.write(chunk);
    if (isFinal) {
      output.end();
    }
  });
  const encoder = new TextEncoder();
  async function feed(): Promise<void> {
    for (const file of files) {
      const entry = new ZipDeflate(file.name, { level: 6 });
      entry.mtime = mtime;
      zip.add(entry);
      const bytes = encoder.encode(file.text);
      for (let start = 0; ; start += SLICE_BYTES) {
        const end = start + SLICE_BYTES;
        entry.push(bytes.subarray(start, end), end >= bytes.length);
        if (end >= bytes.length) {
          break;
        }
        await waitForReader(output);
        if (output.destroyed) {
          return;
        }
      }
      await waitForReader(output);
      if (output.destroyed) {
        return;
      }
    }
    zip.end();
  }
  feed().catch((error: unknown) => {
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}

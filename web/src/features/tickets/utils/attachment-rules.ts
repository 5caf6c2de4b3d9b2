import { ATTACHMENT_EXTENSIONS } from '@members/contract';
import type { UploadLimits } from '@members/contract';

/** Why a chosen file was not added. */
export type FileProblem =
  'file_type' | 'file_empty' | 'file_too_big' | 'too_many_files';

/** A file that was not added, and why. */
export interface RejectedFile {
  name: string;
  problem: FileProblem;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The file name endings allowed by the server's content types, in order. */
export function allowedExtensions(limits: UploadLimits): string[] {
  return limits.allowedTypes.flatMap(
    (type) => ATTACHMENT_EXTENSIONS[type] ?? [],
  );
}

/** The `accept` attribute of the file input: the types and their endings. */
export function acceptAttribute(limits: UploadLimits): string {
  return [
    ...limits.allowedTypes,
    ...allowedExtensions(limits).map((extension) => `.${extension}`),
  ].join(',');
}

function sameFile(a: File, b: File): boolean {
  return (
    a.name === b.name && a.size === b.size && a.lastModified === b.lastModified
  );
}

/**
 * Adds newly chosen files to the list the way the server will judge them:
 * an allowed name ending, not empty, not over the size limit, and no more
 * than the allowed count. The same file chosen twice is kept once.
 */
export function addFiles(
  current: readonly File[],
  incoming: readonly File[],
  limits: UploadLimits,
): { files: File[]; rejected: RejectedFile[] } {
  const extensions = allowedExtensions(limits);
  const files = [...current];
  const rejected: RejectedFile[] = [];
  for (const file of incoming) {
    if (files.some((kept) => sameFile(kept, file))) {
      continue;
    }
    let problem: FileProblem | null = null;
    if (!extensions.includes(extensionOf(file.name))) {
      problem = 'file_type';
    } else if (file.size === 0) {
      problem = 'file_empty';
    } else if (file.size > limits.maxFileBytes) {
      problem = 'file_too_big';
    } else if (files.length >= limits.maxFiles) {
      problem = 'too_many_files';
    }
    if (problem) {
      rejected.push({ name: file.name, problem });
    } else {
      files.push(file);
    }
  }
  return { files, rejected };
}

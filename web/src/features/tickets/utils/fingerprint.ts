/** What identifies a submission's content, files by name, size and date. */
export function fingerprintOf(fields: object, files: readonly File[]): string {
  return JSON.stringify([
    fields,
    files.map((file) => [file.name, file.size, file.lastModified]),
  ]);
}

/** Has the browser save `blob` as a file named `name`. */
export function saveFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: the save has its copy then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

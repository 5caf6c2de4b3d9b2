/** The recovery codes as a text file: a heading, then one code a line. */
export function recoveryCodesText(heading: string, codes: string[]): string {
  return `${heading}\n\n${codes.join('\n')}\n`;
}

/** Has the browser save `text` as a file named `name`. */
export function downloadText(name: string, text: string): void {
  const url = URL.createObjectURL(
    new Blob([text], { type: 'text/plain;charset=utf-8' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A value of one CSV cell. */
export type CsvValue = string | number | boolean | null;

/** A plain number (`-1.00`, `42`): a spreadsheet reads it as one, never as a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Characters a spreadsheet takes as the start of a formula (OWASP, CSV
 * injection): a cell starting with one gets a leading `'`, so it is shown as
 * the text it is and never run.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The text of a cell, safe to open in a spreadsheet. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)
    ? `'${text}`
    : text;
}

/** One cell as RFC 4180 writes it: quoted when it holds a quote, comma or line break. */
export function csvCell(value: CsvValue): string {
  if (value === null) {
    return '';
  }
  const text =
    typeof value === 'string' ? neutraliseFormula(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV file: a header line, then one line per row, CRLF line ends (RFC
 * 4180), with a byte order mark so spreadsheets read it as UTF-8.
 */
export function toCsv(
  columns: readonly string[],
  rows: readonly (readonly CsvValue[])[],
): string {
  const lines = [columns, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

import { describe, expect, it } from 'vitest';

import { csvCell, neutraliseFormula, toCsv } from './csv.js';

describe('CSV cells', () => {
  it('quotes a cell with a comma, a quote or a line break, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('line\r\nbreak')).toBe('"line\r\nbreak"');
  });

  it('writes numbers, booleans and null as their text or nothing', () => {
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-1.5)).toBe('-1.5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+49 30 123', "'+49 30 123"],
    ['-cmd', "'-cmd"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
  ])('neutralises the formula start of %j', (text, safe) => {
    expect(neutraliseFormula(text)).toBe(safe);
  });

  it('leaves plain numbers and other text as they are', () => {
    expect(neutraliseFormula('-1.00')).toBe('-1.00');
    expect(neutraliseFormula('12')).toBe('12');
    expect(neutraliseFormula('a=b')).toBe('a=b');
  });

  it('neutralises before quoting, so a quoted formula is still text', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(
      '"\'=HYPERLINK(""http://x"",""y"")"',
    );
  });
});

describe('CSV files', () => {
  it('has a byte order mark, a header line and CRLF line ends', () => {
    expect(
      toCsv(
        ['id', 'text'],
        [
          [1, 'a,b'],
          [2, null],
        ],
      ),
    ).toBe('\uFEFFid,text\r\n1,"a,b"\r\n2,\r\n');
  });
});

import { describe, expect, it } from 'vitest';

import { decodePhpArrayParam, decodePhpStringMap } from './php-serialize.js';

describe('decodePhpArrayParam', () => {
  it("decodes the reference's example", () => {
    expect(decodePhpArrayParam('YToxOntpOjE7czo1OiJZYWhvbyI7fQ==')).toEqual({
      1: 'Yahoo',
    });
  });

  it('counts string lengths in UTF-8 bytes', () => {
    const encoded = Buffer.from('a:1:{i:3;s:7:"Zürich";}').toString('base64');
    expect(decodePhpStringMap(encoded)).toEqual({ 3: 'Zürich' });
  });

  it('decodes nested arrays, ints, bools and nulls', () => {
    const encoded = Buffer.from(
      'a:3:{i:7;a:2:{s:8:"optionid";i:4;s:3:"qty";i:2;}i:8;b:1;i:9;N;}',
    ).toString('base64');
    expect(decodePhpArrayParam(encoded)).toEqual({
      7: { optionid: 4, qty: 2 },
      8: true,
      9: null,
    });
    expect(decodePhpStringMap(encoded)?.['8']).toBe('1');
  });

  it('returns undefined for anything else', () => {
    expect(decodePhpArrayParam('')).toBeUndefined();
    expect(decodePhpArrayParam('not base64!')).toBeUndefined();
    expect(
      decodePhpArrayParam(Buffer.from('s:3:"abc";').toString('base64')),
    ).toBeUndefined();
    expect(
      decodePhpArrayParam(Buffer.from('{"1":"json"}').toString('base64')),
    ).toBeUndefined();
  });
});

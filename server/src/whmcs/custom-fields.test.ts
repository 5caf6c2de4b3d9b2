import { describe, expect, it } from 'vitest';

import {
  decodeCustomFields,
  encodeAttachments,
  encodeCustomFields,
  encodeSerializedArray,
} from './custom-fields.js';

function decodeBase64(encoded: string): string {
  return Buffer.from(encoded, 'base64').toString('utf8');
}

describe('encodeCustomFields', () => {
  it('matches the reference example for {1: "Yahoo"}', () => {
    expect(encodeCustomFields({ 1: 'Yahoo' })).toBe(
      'YToxOntpOjE7czo1OiJZYWhvbyI7fQ==',
    );
  });

  it('writes integer keys and UTF-8 byte lengths', () => {
    expect(
      decodeBase64(encodeCustomFields({ 3: 'vps-001.lab', 7: '42' })),
    ).toBe('a:2:{i:3;s:11:"vps-001.lab";i:7;s:2:"42";}');
    expect(decodeBase64(encodeCustomFields({ 1: 'Zürich' }))).toBe(
      'a:1:{i:1;s:7:"Zürich";}',
    );
  });

  it('refuses keys that are not custom-field ids', () => {
    expect(() =>
      encodeCustomFields({ 0: 'x' } as Record<number, string>),
    ).toThrow(RangeError);
  });

  it('round-trips through decodeCustomFields', () => {
    const fields = { 1: '00:1A:79:12:34:56', 2: 'pässwörd "quoted";', 3: '' };
    expect(decodeCustomFields(encodeCustomFields(fields))).toEqual(fields);
  });

  it('refuses to decode something that is not a serialised array', () => {
    expect(() =>
      decodeCustomFields(Buffer.from('s:1:"x";').toString('base64')),
    ).toThrow(TypeError);
  });
});

describe('encodeSerializedArray', () => {
  it('keeps name keys as strings and numeric keys as integers, nesting arrays', () => {
    expect(
      decodeBase64(
        encodeSerializedArray({
          code: '123456',
          '4': { optionid: 7, qty: 2 },
          isTrial: true,
        }),
      ),
    ).toBe(
      'a:3:{i:4;a:2:{s:8:"optionid";i:7;s:3:"qty";i:2;}s:4:"code";s:6:"123456";s:7:"isTrial";b:1;}',
    );
  });
});

describe('encodeAttachments', () => {
  it('matches the reference example', () => {
    expect(
      encodeAttachments([{ name: 'hello.txt', data: Buffer.from('Hello') }]),
    ).toBe('W3sibmFtZSI6ImhlbGxvLnR4dCIsImRhdGEiOiJTR1ZzYkc4PSJ9XQ==');
  });

  it('encodes binary data and views into larger buffers exactly', () => {
    const backing = Buffer.from([9, 9, 0, 255, 128, 9]);
    const view = backing.subarray(2, 5);
    const decoded: unknown = JSON.parse(
      decodeBase64(encodeAttachments([{ name: 'b.bin', data: view }])),
    );
    expect(decoded).toEqual([{ name: 'b.bin', data: 'AP+A' }]);
  });
});

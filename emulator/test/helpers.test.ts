import { describe, expect, it } from 'vitest';

import { encodePhpArray, findShapeMismatches } from './helpers.js';

describe('findShapeMismatches', () => {
  it('reports missing keys and type changes, recursing through first list items', () => {
    const sample = {
      id: '1',
      n: 1,
      list: { item: [{ a: 'x', b: null }] },
      empty: '',
    };
    expect(
      findShapeMismatches(
        { id: 1, list: { item: [{ a: 'y', b: 'z' }] }, empty: '' },
        sample,
      ),
    ).toEqual([
      '$.id: expected string, got number',
      '$.n: missing',
      '$.list.item[0].b: expected null, got string',
    ]);
    expect(findShapeMismatches({ ...sample, extra: true }, sample)).toEqual([]);
  });
});

describe('encodePhpArray', () => {
  it('matches the reference example', () => {
    expect(encodePhpArray({ 1: 'Yahoo' })).toBe(
      'YToxOntpOjE7czo1OiJZYWhvbyI7fQ==',
    );
  });
});

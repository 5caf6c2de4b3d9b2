import { describe, expect, it } from 'vitest';

import { Params } from './params.js';

describe('Params', () => {
  it('groups PHP bracket keys that arrive flat', () => {
    const params = new Params({
      'unset[0]': 'domain',
      'unset[1]': 'notes',
      'email_preferences[general]': '0',
      'email_preferences[invoice]': '1',
    });
    expect(params.list('unset')).toEqual(['domain', 'notes']);
    expect(params.record('email_preferences')).toEqual({
      general: '0',
      invoice: '1',
    });
  });

  it('reads repeated name[] keys and keeps the last plain value', () => {
    const params = new Params({
      'unset[]': ['ns1', 'ns2'],
      status: ['a', 'b'],
    });
    expect(params.list('unset')).toEqual(['ns1', 'ns2']);
    expect(params.string('status')).toBe('b');
  });

  it('reads ints the way PHP casts them', () => {
    const params = new Params({ a: '12', b: ' 7abc', c: 'x', d: '' });
    expect(params.int('a')).toBe(12);
    expect(params.int('b')).toBe(7);
    expect(params.int('c')).toBeUndefined();
    expect(params.int('d')).toBeUndefined();
    expect(params.int('missing')).toBeUndefined();
  });

  it('reads booleans', () => {
    const params = new Params({
      a: '1',
      b: 'true',
      c: 'on',
      d: '0',
      e: 'false',
    });
    expect(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => params.bool(name)),
    ).toEqual([true, true, true, false, false, false]);
  });

  it('flattens JSON bodies into bracket keys', () => {
    const params = new Params({
      unset: ['domain'],
      prefs: { general: 1 },
      n: 5,
    });
    expect(params.list('unset')).toEqual(['domain']);
    expect(params.record('prefs')).toEqual({ general: '1' });
    expect(params.int('n')).toBe(5);
  });
});

import { describe, expect, it } from 'vitest';

import {
  canonicalVersion,
  isAtLeast,
  isWhmcsVersion,
  LATEST_WHMCS_VERSION,
  parseWhmcsVersion,
} from './whmcs-version.js';

describe('WHMCS versions', () => {
  it('parses X.Y.Z and refuses other forms', () => {
    expect(parseWhmcsVersion('8.13.1')).toEqual([8, 13, 1]);
    expect(isWhmcsVersion(LATEST_WHMCS_VERSION)).toBe(true);
    for (const bad of ['9', '9.0', 'v9.0.3', '9.0.3-release.1', '']) {
      expect(isWhmcsVersion(bad)).toBe(false);
      expect(() => parseWhmcsVersion(bad)).toThrow(/whmcsVersion/);
    }
  });

  it("compares against the Version History's X.Y and X.Y.Z numbers", () => {
    const v = parseWhmcsVersion('8.12.0');
    expect(isAtLeast(v, '8.12')).toBe(true);
    expect(isAtLeast(v, '8.0')).toBe(true);
    expect(isAtLeast(v, '7.10')).toBe(true);
    expect(isAtLeast(v, '8.13')).toBe(false);
    expect(isAtLeast(parseWhmcsVersion('7.9.2'), '7.10')).toBe(false);
    expect(isAtLeast(parseWhmcsVersion('10.0.0'), '9.0.3')).toBe(true);
  });

  it('writes the canonical version of a release build', () => {
    expect(canonicalVersion('9.0.3')).toBe('9.0.3-release.1');
  });
});

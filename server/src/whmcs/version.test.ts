import { describe, expect, it } from 'vitest';

import {
  compareWhmcsVersions,
  isSupportedWhmcsVersion,
  MIN_WHMCS_VERSION,
  parseWhmcsVersion,
} from './version.js';

describe('parseWhmcsVersion', () => {
  it('reads the casual and the canonical version of WhmcsDetails', () => {
    expect(parseWhmcsVersion('8.0.0')).toEqual({
      major: 8,
      minor: 0,
      patch: 0,
      stage: 'release',
      stageNumber: 0,
    });
    expect(parseWhmcsVersion('8.0.0-release.1')).toEqual({
      major: 8,
      minor: 0,
      patch: 0,
      stage: 'release',
      stageNumber: 1,
    });
    expect(parseWhmcsVersion(' 9.0.0-rc.2 ')).toMatchObject({
      major: 9,
      stage: 'rc',
      stageNumber: 2,
    });
  });

  it('reads short and casual pre-release spellings', () => {
    expect(parseWhmcsVersion('8.13')).toMatchObject({ minor: 13, patch: 0 });
    expect(parseWhmcsVersion('8.1.0 RC1')).toMatchObject({
      stage: 'rc',
      stageNumber: 1,
    });
    expect(parseWhmcsVersion('7.10.0-beta2')).toMatchObject({
      stage: 'beta',
      stageNumber: 2,
    });
  });

  it('answers null for what is not a version', () => {
    for (const text of [
      '',
      'latest',
      '8',
      '8.x',
      '8.0.0-nightly',
      'v8.0.0.0',
    ]) {
      expect(parseWhmcsVersion(text)).toBeNull();
    }
  });
});

describe('compareWhmcsVersions', () => {
  it('orders by major, minor and patch as numbers, not text', () => {
    expect(compareWhmcsVersions('8.10.0', '8.9.9')).toBe(1);
    expect(compareWhmcsVersions('7.10.2', '8.0.0')).toBe(-1);
    expect(compareWhmcsVersions('8.0.0', '8.0')).toBe(0);
    expect(compareWhmcsVersions('10.0.0', '9.99.99')).toBe(1);
  });

  it('puts pre-releases before their release', () => {
    expect(compareWhmcsVersions('9.0.0-rc.1', '9.0.0')).toBe(-1);
    expect(compareWhmcsVersions('9.0.0-beta.3', '9.0.0-rc.1')).toBe(-1);
    expect(compareWhmcsVersions('9.0.0-rc.2', '9.0.0-rc.1')).toBe(1);
    expect(compareWhmcsVersions('8.0.0-release.1', '8.0.0')).toBe(1);
    expect(compareWhmcsVersions('8.0.1-rc.1', '8.0.0')).toBe(1);
  });

  it('refuses a text that is not a version', () => {
    expect(() => compareWhmcsVersions('unknown', '8.0.0')).toThrow(TypeError);
  });
});

describe('isSupportedWhmcsVersion', () => {
  it('accepts the minimum and newer, and refuses older', () => {
    expect(MIN_WHMCS_VERSION).toBe('8.0.0');
    expect(isSupportedWhmcsVersion('8.0.0')).toBe(true);
    expect(isSupportedWhmcsVersion('8.0.0-release.1')).toBe(true);
    expect(isSupportedWhmcsVersion('9.0.1')).toBe(true);
    expect(isSupportedWhmcsVersion('7.10.2')).toBe(false);
    expect(isSupportedWhmcsVersion('8.0.0-rc.1')).toBe(false);
  });
});

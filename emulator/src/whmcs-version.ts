/**
 * The newest WHMCS release the emulator knows: 9.0 reached general availability on
 * 2026-01-20 and 9.0.3 is its latest maintenance release (see the README's sources).
 */
export const LATEST_WHMCS_VERSION = '9.0.3';

/** A WHMCS version as numbers, e.g. `8.13.1` → `[8, 13, 1]`. */
export type WhmcsVersion = readonly [
  major: number,
  minor: number,
  patch: number,
];

const VERSION_PATTERN = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** Whether a string is a version in WHMCS's `X.Y.Z` form. */
export function isWhmcsVersion(value: string): boolean {
  return VERSION_PATTERN.test(value);
}

/** Parses `X.Y.Z`; throws on anything else. */
export function parseWhmcsVersion(value: string): WhmcsVersion {
  const match = VERSION_PATTERN.exec(value);
  if (!match) {
    throw new Error(`whmcsVersion must look like 9.0.3, not "${value}"`);
  }
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * Whether `version` is `since` or newer; `since` is `X.Y` or `X.Y.Z` as WHMCS's
 * Version History tables write it (`7.10`, `8.0`, `8.12`).
 */
export function isAtLeast(version: WhmcsVersion, since: string): boolean {
  const wanted = since.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const have = version[i] ?? 0;
    const need = wanted[i] ?? 0;
    if (have !== need) {
      return have > need;
    }
  }
  return true;
}

/** The `canonicalversion` WhmcsDetails reports for a release build, e.g. `9.0.3-release.1`. */
export function canonicalVersion(version: string): string {
  return `${version}-release.1`;
}

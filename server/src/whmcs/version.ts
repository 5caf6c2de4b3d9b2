/** The oldest WHMCS the server supports (users and clients split in 8.0). */
export const MIN_WHMCS_VERSION = '8.0.0';

/** A WHMCS version taken apart, e.g. `8.13.1` or `9.0.0-rc.1`. */
export interface WhmcsVersion {
  readonly major: number;
  readonly minor: number;
  readonly patch: number;
  /** `alpha`, `beta`, `rc` or `release` (a plain `8.0.0` is a release). */
  readonly stage: WhmcsReleaseStage;
  /** The number after the stage (`rc.2` → 2), 0 when there is none. */
  readonly stageNumber: number;
}

/** How far a WHMCS build is from its final release, oldest first. */
export type WhmcsReleaseStage = 'alpha' | 'beta' | 'rc' | 'release';

const STAGE_ORDER: readonly WhmcsReleaseStage[] = [
  'alpha',
  'beta',
  'rc',
  'release',
];

// `8.0.0`, `8.0` and WhmcsDetails' canonical `8.0.0-release.1`, `9.0.0-rc.1`,
// plus the casual spellings `8.1.0 RC1` and `7.10.0-beta2`.
const VERSION_PATTERN =
  /^v?(\d+)\.(\d+)(?:\.(\d+))?(?:[-. ]?(alpha|beta|rc|release|ga)\.?(\d+)?)?$/i;

function toStage(label: string | undefined): WhmcsReleaseStage {
  const lower = (label ?? 'release').toLowerCase();
  return lower === 'ga' ? 'release' : (lower as WhmcsReleaseStage);
}

/**
 * Reads a WHMCS version as WhmcsDetails reports it (`version` or
 * `canonicalversion`); null when the text is not a version.
 */
export function parseWhmcsVersion(text: string): WhmcsVersion | null {
  const match = VERSION_PATTERN.exec(text.trim());
  if (!match) {
    return null;
  }
  const [, major, minor, patch, stage, stageNumber] = match;
  return {
    major: Number(major),
    minor: Number(minor),
    patch: Number(patch ?? 0),
    stage: toStage(stage),
    stageNumber: Number(stageNumber ?? 0),
  };
}

function toVersion(value: string | WhmcsVersion): WhmcsVersion {
  if (typeof value !== 'string') {
    return value;
  }
  const parsed = parseWhmcsVersion(value);
  if (!parsed) {
    throw new TypeError(`Not a WHMCS version: ${JSON.stringify(value)}`);
  }
  return parsed;
}

/**
 * Orders two WHMCS versions: negative when `a` is older than `b`, 0 when they
 * are the same, positive when newer. A release candidate comes before its
 * release (`9.0.0-rc.1` < `9.0.0`). Throws a TypeError on a text that is not a
 * version.
 */
export function compareWhmcsVersions(
  a: string | WhmcsVersion,
  b: string | WhmcsVersion,
): number {
  const left = toVersion(a);
  const right = toVersion(b);
  return (
    Math.sign(left.major - right.major) ||
    Math.sign(left.minor - right.minor) ||
    Math.sign(left.patch - right.patch) ||
    Math.sign(
      STAGE_ORDER.indexOf(left.stage) - STAGE_ORDER.indexOf(right.stage),
    ) ||
    Math.sign(left.stageNumber - right.stageNumber)
  );
}

/** Whether a WHMCS version is at least {@link MIN_WHMCS_VERSION}. */
export function isSupportedWhmcsVersion(
  version: string | WhmcsVersion,
): boolean {
  return compareWhmcsVersions(version, MIN_WHMCS_VERSION) >= 0;
}

import { LINE_STATUSES } from '@members/contract';
import type { KnownLineStatus, LineStatusResponse } from '@members/contract';

import { formatName, normaliseFormat } from '@/utils/stream-formats';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days from the panel's clock (`checkedAt`) to the line's expiry, a
 * part of a day counting as one; 0 once it has passed; null when it never
 * expires. The browser's clock is not used: it may be wrong, the panel's
 * is the one that cuts the line.
 */
export function getDaysLeft(
  expiresAt: string | null,
  checkedAt: string,
): number | null {
  if (expiresAt === null) {
    return null;
  }
  const left = Date.parse(expiresAt) - Date.parse(checkedAt);
  if (Number.isNaN(left)) {
    return null;
  }
  return left <= 0 ? 0 : Math.ceil(left / DAY_MS);
}

/** The formats a line allows, named for people, each once, in the panel's order. */
export function describeFormats(formats: readonly string[]): string[] {
  const seen = new Set<string>();
  return formats
    .map(normaliseFormat)
    .filter((format) => {
      if (format === '' || seen.has(format)) {
        return false;
      }
      seen.add(format);
      return true;
    })
    .map(formatName);
}

/** How the line's connections are used now. */
export type ConnectionUse =
  | { kind: 'unlimited'; active: number }
  | { kind: 'free'; active: number; max: number }
  | { kind: 'full'; active: number; max: number };

/**
 * The line's connections: no limit when the panel sets none (null or 0,
 * which Xtream panels use for unlimited), full when every one is playing.
 */
export function getConnectionUse(
  line: Pick<LineStatusResponse, 'activeConnections' | 'maxConnections'>,
): ConnectionUse {
  const active = line.activeConnections;
  const max = line.maxConnections;
  if (max === null || max === 0) {
    return { kind: 'unlimited', active };
  }
  return { kind: active >= max ? 'full' : 'free', active, max };
}

/** A status the panel reported, when it is one we word; else null. */
export function getKnownStatus(status: string): KnownLineStatus | null {
  return (
    LINE_STATUSES.find(
      (known) => known.toLowerCase() === status.trim().toLowerCase(),
    ) ?? null
  );
}

/**
 * The panel refuses a line that billing still counts as Active: expired,
 * disabled or banned there (or a status we do not know). Null when the two
 * agree.
 */
export function getPanelMismatch(
  lineStatus: string,
  subscriptionStatus: string,
): 'Expired' | 'Disabled' | 'Banned' | 'Other' | null {
  if (subscriptionStatus !== 'Active') {
    return null;
  }
  const known = getKnownStatus(lineStatus);
  if (known === 'Active') {
    return null;
  }
  return known ?? 'Other';
}

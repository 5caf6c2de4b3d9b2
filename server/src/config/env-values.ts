import {
  DEFAULT_BILLING_TIMEZONE,
  isCalendarDate,
  isTimeZone,
} from '@members/contract';
import { z } from 'zod';

/** A text setting trimmed; blank counts as unset. */
export const optionalString = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** A yes/no setting (`true`, `1`, `yes`, `on` or their opposites); unset gives the fallback. */
export const boolean = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
    .optional()
    .transform((value) =>
      value === undefined || value === ''
        ? fallback
        : ['true', '1', 'yes', 'on'].includes(value),
    );

/** A whole number within bounds; unset gives the fallback. */
export const integer = (fallback: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') {
        return fallback;
      }
      const parsed = Number(value);
      if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a whole number from ${min} to ${max}`,
        });
        return z.NEVER;
      }
      return parsed;
    });

/**
 * A URL of one of `protocols` (`'http:'`), kept as `keep` writes it; blank
 * counts as unset, another scheme or no URL is refused with `message`.
 */
function urlSetting(
  protocols: readonly string[],
  message: string,
  keep: (url: URL, typed: string) => string,
) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      const typed = value?.trim() ?? '';
      if (typed === '') {
        return undefined;
      }
      try {
        const url = new URL(typed);
        if (protocols.includes(url.protocol)) {
          return keep(url, typed);
        }
      } catch {
        // Not a URL: refused below, as another scheme is.
      }
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
}

/** An http(s) URL without its trailing slash; blank counts as unset. */
export const httpUrl = urlSetting(
  ['http:', 'https:'],
  'must be an http(s) URL',
  (url) => url.toString().replace(/\/$/, ''),
);

/** TRUST_PROXY: off, a number of hops, or a list of trusted addresses. */
export const trustProxy = z
  .string()
  .optional()
  .transform((value): false | number | string[] => {
    if (value === undefined || ['', 'false', '0'].includes(value.trim())) {
      return false;
    }
    const trimmed = value.trim();
    if (/^\d+$/.test(trimmed)) {
      return Number(trimmed);
    }
    return trimmed.split(',').map((part) => part.trim());
  });

/** ORDER_ACCEPT: who sets a new line up (docs/whmcs-compatibility.md, "Orders"). */
export const orderAccept = z
  .enum(['payment', 'order'], {
    error: 'must be payment (WHMCS sets the line up when paid) or order',
  })
  .optional()
  .default('payment');

/** BILLING_TIMEZONE: the IANA zone whose calendar day is "today" (WHMCS's own zone). */
export const billingTimeZone = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const trimmed = value?.trim() || DEFAULT_BILLING_TIMEZONE;
    if (!isTimeZone(trimmed)) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be an IANA time zone such as UTC or Europe/Berlin',
      });
      return z.NEVER;
    }
    return trimmed;
  });

/** DEMO_SEED_DATE: the day the embedded demo's dates count from; unset, the day it is seeded. */
export const demoSeedDate = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const trimmed = value?.trim() ?? '';
    if (trimmed === '') {
      return null;
    }
    if (!isCalendarDate(trimmed)) {
      ctx.addIssue({ code: 'custom', message: 'must be a date YYYY-MM-DD' });
      return z.NEVER;
    }
    return trimmed;
  });

/** REDIS_URL: a redis:// or rediss:// URL, as written; blank counts as unset. */
export const redisUrl = urlSetting(
  ['redis:', 'rediss:'],
  'must be a redis:// or rediss:// URL',
  (_url, typed) => typed,
);

/** REDIS_KEY_PREFIX: what every shared key starts with (`members:` unset). */
export const redisKeyPrefix = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : 'members:'))
  .pipe(
    z
      .string()
      .regex(
        /^[A-Za-z0-9_.:-]{1,64}$/,
        'must be 1 to 64 of A-Z a-z 0-9 _ . : -',
      ),
  );

import type { MantineColor } from '@mantine/core';

/** The kinds of records that carry a status. */
export type StatusKind = 'subscription' | 'invoice' | 'ticket';

/**
 * Known statuses by kind, with their colour. WHMCS statuses are strings and
 * may grow; anything not listed here is shown as it comes, in gray. Keys are
 * the status reduced to camelCase ("Customer-Reply" → customerReply), which
 * also folds the API's "In-Progress" and WHMCS's "In Progress" together.
 */
const STATUS_COLORS: Record<StatusKind, Record<string, MantineColor>> = {
  subscription: {
    active: 'green',
    pending: 'yellow',
    suspended: 'orange',
    fraud: 'red',
    cancelled: 'gray',
    terminated: 'gray',
    completed: 'blue',
  },
  invoice: {
    unpaid: 'red',
    paid: 'green',
    cancelled: 'gray',
    refunded: 'blue',
    terminated: 'gray',
    pending: 'gray',
    draft: 'gray',
    collections: 'gray',
    paymentPending: 'gray',
  },
  ticket: {
    open: 'brand',
    answered: 'green',
    customerReply: 'yellow',
    inProgress: 'cyan',
    onHold: 'gray',
    closed: 'gray',
  },
};

/** The catalog key of a status ("Customer-Reply" → customerReply). */
export function toStatusKey(status: string): string {
  const words = status
    .trim()
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words
    .map((word, index) =>
      index === 0 ? word : `${word.charAt(0).toUpperCase()}${word.slice(1)}`,
    )
    .join('');
}

/** Whether a status is one the app knows how to label and colour. */
export function isKnownStatus(kind: StatusKind, status: string): boolean {
  return Object.hasOwn(STATUS_COLORS[kind], toStatusKey(status));
}

/** The colour of a status; unknown ones are gray. */
export function getStatusColor(kind: StatusKind, status: string): MantineColor {
  return isKnownStatus(kind, status)
    ? (STATUS_COLORS[kind][toStatusKey(status)] ?? 'gray')
    : 'gray';
}

import { daysBetween, isPayableInvoice } from '@members/contract';
import type {
  AllDataResponse,
  Announcement,
  InvoiceSummary,
  PayMethod,
  Subscription,
  TicketSummary,
} from '@members/contract';

/** A line whose paid period ends within this many days (or has ended) needs renewing. */
export const RENEWAL_WINDOW_DAYS = 7;

/** One thing the customer should do, in the panel's words. */
export type AttentionItem =
  | { kind: 'overdue'; invoice: InvoiceSummary; days: number }
  | { kind: 'unpaid'; invoice: InvoiceSummary }
  | {
      kind: 'renewal';
      subscription: Subscription;
      days: number;
      /** The Unpaid invoice WHMCS made for this renewal, when one is known. */
      invoice: InvoiceSummary | null;
    }
  | { kind: 'card'; method: PayMethod }
  | { kind: 'ticket'; ticket: TicketSummary }
  | { kind: 'announcements'; announcements: Announcement[] };

/** What needs attention, ranked, and whether every section could be read. */
export interface Attention {
  items: AttentionItem[];
  /** The Unpaid invoices (for Pay all). */
  unpaid: InvoiceSummary[];
  /** A section the panel reads failed: "all is well" cannot be said. */
  isPartial: boolean;
}

// ISO dates and date-times sort as plain strings.
function byDate<T>(dateOf: (item: T) => string | null) {
  return (a: T, b: T) => (dateOf(a) ?? '').localeCompare(dateOf(b) ?? '');
}

/**
 * The renewal invoice of a line: the one Unpaid invoice due on the line's
 * next due date. allData's invoices carry no items (WHMCS's GetInvoices
 * lists none), so the due date is the link: WHMCS's cron makes a renewal
 * invoice due on the service's next due date. Two candidates are no link.
 */
function findRenewalInvoice(
  subscription: Subscription,
  unpaid: InvoiceSummary[],
): InvoiceSummary | null {
  const due = subscription.nextDueDate;
  if (!due) {
    return null;
  }
  const matches = unpaid.filter((invoice) => invoice.duedate === due);
  return matches.length === 1 ? (matches[0] ?? null) : null;
}

/**
 * Everything that needs the customer, ranked: overdue invoices (oldest
 * first), other unpaid invoices (soonest due first), Active lines whose paid
 * period ends within {@link RENEWAL_WINDOW_DAYS} days or has ended (soonest
 * first, with their renewal invoice, which then is not listed again as
 * unpaid), stored cards that have expired or expire soon (expired first),
 * tickets support answered (waiting longest first), then the
 * announcements newer than `seenUpTo` (all of them when nothing was seen,
 * none when the mark is not known: `undefined`).
 * `today` is the customer's calendar date (`YYYY-MM-DD`); a section that
 * failed to load adds nothing.
 */
export function selectAttention(
  data: AllDataResponse,
  today: string,
  seenUpTo: string | null | undefined,
): Attention {
  const { errors } = data;
  const unpaid = errors.invoicesData
    ? []
    : data.invoicesData.filter(isPayableInvoice);
  const isOverdue = (invoice: InvoiceSummary) =>
    invoice.duedate !== null && invoice.duedate < today;

  const overdue: AttentionItem[] = unpaid
    .filter(isOverdue)
    .sort(byDate((invoice) => invoice.duedate))
    .map((invoice) => ({
      kind: 'overdue',
      invoice,
      days: daysBetween(invoice.duedate ?? today, today),
    }));
  const renewals: AttentionItem[] = (
    errors.subscriptionsData ? [] : data.subscriptionsData.activeSubs
  )
    .filter(
      (subscription) =>
        subscription.status === 'Active' &&
        subscription.nextDueDate !== null &&
        daysBetween(today, subscription.nextDueDate) <= RENEWAL_WINDOW_DAYS,
    )
    .sort(byDate((subscription) => subscription.nextDueDate))
    .map((subscription) => ({
      kind: 'renewal',
      subscription,
      days: daysBetween(today, subscription.nextDueDate ?? today),
      invoice: findRenewalInvoice(subscription, unpaid),
    }));

  // A renewal invoice not yet overdue is said once, on its line.
  const renewing = new Set(
    renewals.flatMap((item) =>
      item.kind === 'renewal' && item.invoice ? [item.invoice.invoiceid] : [],
    ),
  );
  const due: AttentionItem[] = unpaid
    .filter(
      (invoice) => !isOverdue(invoice) && !renewing.has(invoice.invoiceid),
    )
    .sort(byDate((invoice) => invoice.duedate))
    .map((invoice) => ({ kind: 'unpaid', invoice }));

  // Expired cards first: nothing can be charged to them any more.
  const cards: AttentionItem[] = (data.expiringPayMethods ?? [])
    .filter((method) => method.expiryState !== 'valid')
    .sort(
      (a, b) =>
        Number(b.expiryState === 'expired') -
        Number(a.expiryState === 'expired'),
    )
    .map((method) => ({ kind: 'card', method }));

  const tickets: AttentionItem[] = (errors.ticketsData ? [] : data.ticketsData)
    .filter((ticket) => ticket.status === 'Answered')
    .sort(byDate((ticket) => ticket.lastreply))
    .map((ticket) => ({ kind: 'ticket', ticket }));

  // An unknown mark (undefined) counts none as new, like a failed section.
  const unseen =
    errors.announcementsData || seenUpTo === undefined
      ? []
      : (data.announcementsData ?? []).filter(
          (announcement) =>
            seenUpTo === null || (announcement.date ?? '') > seenUpTo,
        );
  const news: AttentionItem[] =
    unseen.length > 0 ? [{ kind: 'announcements', announcements: unseen }] : [];

  return {
    items: [...overdue, ...due, ...renewals, ...cards, ...tickets, ...news],
    unpaid,
    isPartial: Boolean(
      errors.invoicesData || errors.subscriptionsData || errors.ticketsData,
    ),
  };
}

/** The newest announcement's date: what "seen up to" becomes once they are read. */
export function newestDate(announcements: Announcement[]): string | null {
  return (
    announcements
      .map((announcement) => announcement.date)
      .filter((date): date is string => Boolean(date))
      .sort()
      .at(-1) ?? null
  );
}

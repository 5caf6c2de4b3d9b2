import { droppedRecordsOf } from './client.js';
import type { WhmcsClient } from './client.js';
import { WhmcsBadReplyError } from './errors.js';
import type {
  WhmcsActionName,
  WhmcsActionParams,
  WhmcsActionReply,
} from './registry.js';

/** Default page size; WHMCS's own default is 25 and its maximum is undocumented. */
export const DEFAULT_PAGE_SIZE = 100;

/** Default cap on pages per walk, so a reply that lies about its totals cannot loop forever. */
export const DEFAULT_MAX_PAGES = 100;

/** Actions that take `limitstart`/`limitnum` and answer with `totalresults`. */
export type PaginatedActionName = {
  [A in WhmcsActionName]: 'limitstart' extends keyof WhmcsActionParams<A>
    ? WhmcsActionReply<A> extends { totalresults: number }
      ? A
      : never
    : never;
}[WhmcsActionName];

/** Paging options; `pageSize` becomes `limitnum`. */
export interface PaginateOptions {
  readonly pageSize?: number;
  readonly maxPages?: number;
}

function readPageInfo(
  action: string,
  reply: unknown,
): { totalresults: number; numreturned: number | undefined } {
  if (
    typeof reply !== 'object' ||
    reply === null ||
    !('totalresults' in reply) ||
    typeof reply.totalresults !== 'number'
  ) {
    throw new WhmcsBadReplyError(action, 'WHMCS page has no totalresults', [
      'totalresults',
    ]);
  }
  const numreturned =
    'numreturned' in reply && typeof reply.numreturned === 'number'
      ? reply.numreturned
      : undefined;
  return { totalresults: reply.totalresults, numreturned };
}

/** The action's parameters; any `limitstart`/`limitnum` given are replaced while walking. */
type PageParams<A extends PaginatedActionName> = WhmcsActionParams<A>;

/**
 * Walks a paginated action page by page (`limitstart += numreturned`, or the
 * page's item count when WHMCS omits `numreturned`) until `totalresults` is
 * reached or a page is empty, yielding each page's items; throws
 * `WhmcsBadReplyError` past `maxPages`.
 */
export async function* iteratePages<A extends PaginatedActionName, Item>(
  client: Pick<WhmcsClient, 'call'>,
  action: A,
  params: PageParams<A>,
  selectItems: (reply: WhmcsActionReply<A>) => readonly Item[],
  options: PaginateOptions = {},
): AsyncGenerator<readonly Item[], void, undefined> {
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new RangeError('pageSize must be a positive integer');
  }
  if (!Number.isInteger(maxPages) || maxPages < 1) {
    throw new RangeError('maxPages must be a positive integer');
  }
  let offset = 0;
  for (let page = 1; ; page += 1) {
    if (page > maxPages) {
      throw new WhmcsBadReplyError(
        action,
        `WHMCS pagination did not end within ${maxPages} pages`,
      );
    }
    const pageParams: WhmcsActionParams<A> = {
      ...params,
      limitstart: offset,
      limitnum: pageSize,
    };
    const reply = await client.call(action, pageParams);
    const items = selectItems(reply);
    // A page whose every record was left out (odd records) still moves on.
    const dropped = droppedRecordsOf(reply);
    if (items.length === 0 && dropped === 0) {
      return;
    }
    if (items.length > 0) {
      yield items;
    }
    const { totalresults, numreturned } = readPageInfo(action, reply);
    const advancedBy = numreturned ?? items.length + dropped;
    if (advancedBy <= 0) {
      return;
    }
    offset += advancedBy;
    if (offset >= totalresults) {
      return;
    }
  }
}

/**
 * Collects every item of a paginated action, e.g.
 * `collectPages(whmcs, 'GetInvoices', { userid }, (reply) => reply.invoices)`.
 */
export async function collectPages<A extends PaginatedActionName, Item>(
  client: Pick<WhmcsClient, 'call'>,
  action: A,
  params: PageParams<A>,
  selectItems: (reply: WhmcsActionReply<A>) => readonly Item[],
  options: PaginateOptions = {},
): Promise<Item[]> {
  const items: Item[] = [];
  for await (const page of iteratePages(
    client,
    action,
    params,
    selectItems,
    options,
  )) {
    items.push(...page);
  }
  return items;
}

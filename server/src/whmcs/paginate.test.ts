import { afterEach, describe, expect, it } from 'vitest';

import { sendJson, startFakeWhmcs } from '../../test/start-fake-whmcs.js';
import type {
  FakeWhmcs,
  FakeWhmcsRequest,
} from '../../test/start-fake-whmcs.js';

import { createWhmcsClient } from './client.js';
import { WhmcsBadReplyError } from './errors.js';
import { collectPages, iteratePages } from './paginate.js';

const TOTAL = 250;

let upstream: FakeWhmcs | undefined;

afterEach(async () => {
  await upstream?.close();
  upstream = undefined;
});

function readPage(request: FakeWhmcsRequest): { start: number; size: number } {
  return {
    start: Number(request.form.get('limitstart') ?? '0'),
    size: Number(request.form.get('limitnum') ?? '25'),
  };
}

function invoice(id: number) {
  return {
    id,
    userid: 1,
    date: '2025-05-01',
    total: '10.00',
    status: 'Paid',
  };
}

async function startPagingUpstream(
  reply: (request: FakeWhmcsRequest) => unknown,
) {
  upstream = await startFakeWhmcs((request, response) =>
    sendJson(response, reply(request)),
  );
  return {
    upstream,
    client: createWhmcsClient({
      url: upstream.url,
      identifier: 'id',
      secret: 'secret',
    }),
  };
}

describe('collectPages', () => {
  it('walks 250 invoices in pages of 100 with string counters', async () => {
    const { upstream: fake, client } = await startPagingUpstream((request) => {
      const { start, size } = readPage(request);
      const ids = Array.from(
        { length: Math.max(0, Math.min(size, TOTAL - start)) },
        (_, index) => start + index + 1,
      );
      return {
        result: 'success',
        totalresults: String(TOTAL),
        startnumber: String(start),
        numreturned: String(ids.length),
        invoices: { invoice: ids.map(invoice) },
      };
    });

    const invoices = await collectPages(
      client,
      'GetInvoices',
      { userid: 1, status: 'Paid' },
      (reply) => reply.invoices,
    );

    expect(invoices.map((item) => item.id)).toEqual(
      Array.from({ length: TOTAL }, (_, index) => index + 1),
    );
    expect(fake.requests.map((request) => readPage(request))).toEqual([
      { start: 0, size: 100 },
      { start: 100, size: 100 },
      { start: 200, size: 100 },
    ]);
    expect(fake.requests[0]?.form.get('userid')).toBe('1');
    expect(fake.requests[0]?.form.get('status')).toBe('Paid');
  });

  it('counts entries when numreturned is missing (GetActivityLog)', async () => {
    const { upstream: fake, client } = await startPagingUpstream((request) => {
      const { start, size } = readPage(request);
      const count = Math.max(0, Math.min(size, 120 - start));
      return {
        result: 'success',
        totalresults: 120,
        startnumber: start,
        activity: {
          entry: Array.from({ length: count }, (_, index) => ({
            id: start + index + 1,
            date: '2025-05-14 00:05:01',
            description: 'entry',
          })),
        },
      };
    });

    const entries = await collectPages(
      client,
      'GetActivityLog',
      { clientid: 1 },
      (reply) => reply.activity,
      { pageSize: 50 },
    );

    expect(entries).toHaveLength(120);
    expect(fake.requests.map((request) => readPage(request).start)).toEqual([
      0, 50, 100,
    ]);
  });

  it('stops at an empty page even if totalresults says more', async () => {
    const { upstream: fake, client } = await startPagingUpstream((request) => {
      const { start } = readPage(request);
      const ids = start === 0 ? [1, 2] : [];
      return {
        result: 'success',
        totalresults: 10,
        numreturned: ids.length,
        tickets:
          ids.length === 0
            ? ''
            : {
                ticket: ids.map((id) => ({
                  id,
                  tid: `T${id}`,
                  status: 'Open',
                })),
              },
      };
    });

    const tickets = await collectPages(
      client,
      'GetTickets',
      { clientid: 1 },
      (reply) => reply.tickets,
    );

    expect(tickets.map((ticket) => ticket.id)).toEqual([1, 2]);
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up past maxPages when the upstream never reaches its total', async () => {
    const { upstream: fake, client } = await startPagingUpstream(() => ({
      result: 'success',
      totalresults: 1_000_000,
      numreturned: 1,
      announcements: { announcement: [{ id: 1 }] },
    }));

    await expect(
      collectPages(
        client,
        'GetAnnouncements',
        {},
        (reply) => reply.announcements,
        {
          pageSize: 1,
          maxPages: 5,
        },
      ),
    ).rejects.toThrow(WhmcsBadReplyError);
    expect(fake.requests).toHaveLength(5);
  });
});

describe('iteratePages', () => {
  it('yields page by page and can stop early', async () => {
    const { upstream: fake, client } = await startPagingUpstream((request) => {
      const { start, size } = readPage(request);
      return {
        result: 'success',
        totalresults: TOTAL,
        numreturned: size,
        invoices: {
          invoice: Array.from({ length: size }, (_, index) =>
            invoice(start + index + 1),
          ),
        },
      };
    });

    const pages: number[] = [];
    for await (const page of iteratePages(
      client,
      'GetInvoices',
      {},
      (reply) => reply.invoices,
      { pageSize: 10 },
    )) {
      pages.push(page.length);
      if (pages.length === 2) {
        break;
      }
    }

    expect(pages).toEqual([10, 10]);
    expect(fake.requests).toHaveLength(2);
  });
});

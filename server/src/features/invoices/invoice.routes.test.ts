import { invoiceResponseSchema } from '@members/contract';
import { describe, expect, it } from 'vitest';

import { expectError } from '../../../test/expect-error.js';
import { useSignedInServer } from '../../../test/signed-in-server.js';

const suite = useSignedInServer({
  withOther: true,
  env: { WHMCS_TIMEOUT_MS: '1500' },
  resetAfterEach: { faults: true },
});

describe('one invoice', () => {
  it('shows an own invoice with its items', async () => {
    const response = await suite.demo.post('/dashboard/api/invoice', {
      invoiceid: 1001,
    });
    expect(response.status).toBe(200);
    const { invoice } = invoiceResponseSchema.parse(response.body);
    expect(invoice.invoiceid).toBe(1001);
    expect(invoice.status).toBe('Unpaid');
    expect(invoice.items.length).toBeGreaterThan(0);
    expect(invoice.currency.code).toBe('EUR');
    expect(invoice.transactions).toEqual([]);
  });

  it("answers 404 for another client's invoice, without its data", async () => {
    const response = await suite.demo.post('/dashboard/api/invoice', {
      invoiceid: 2001,
    });
    expectError(response, 404, 'NOT_FOUND');
    expect(response.text).not.toContain('Other');
    expectError(
      await suite.other.post('/dashboard/api/invoice', { invoiceid: 1001 }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await suite.demo.post('/dashboard/api/invoice', { invoiceid: 999_999 }),
      404,
      'NOT_FOUND',
    );
  });

  it('refuses ids that are not integers', async () => {
    for (const invoiceid of ['1001', 1001.5, -1, 0, null, 2 ** 31]) {
      expectError(
        await suite.demo.post('/dashboard/api/invoice', { invoiceid }),
        400,
        'VALIDATION',
      );
    }
  });

  it('reports a WHMCS failure clearly', async () => {
    suite.server.emulator.setFaults({
      errorRate: 1,
      errorKind: 'whmcs',
      actions: ['GetInvoice'],
    });
    expectError(
      await suite.demo.post('/dashboard/api/invoice', { invoiceid: 1001 }),
      422,
      'WHMCS_REJECTED',
    );
  });
});

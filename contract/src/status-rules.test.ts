import { describe, expect, it } from 'vitest';

import { isPayableInvoice } from './invoice-statuses.js';
import { INVOICE_STATUSES } from './invoices.js';

describe('isPayableInvoice', () => {
  it('takes only an Unpaid invoice, as WHMCS takes payments and credit', () => {
    const payable = INVOICE_STATUSES.filter((status) =>
      isPayableInvoice({ status }),
    );
    expect(payable).toEqual(['Unpaid']);
    // A status WHMCS adds later is not payable until we say so.
    expect(isPayableInvoice({ status: 'Overdue' })).toBe(false);
    expect(isPayableInvoice({ status: 'unpaid' })).toBe(false);
  });
});

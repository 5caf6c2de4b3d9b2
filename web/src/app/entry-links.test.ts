import { afterEach, describe, expect, it } from 'vitest';

import { handle, server } from '@/testing/msw';

import { handleEntryQuery } from './entry-links';

afterEach(() => {
  document.cookie = 'aff_id=; Max-Age=0; Path=/';
});

describe('entry links', () => {
  it('sends ?serviceid= to the subscription page', () => {
    expect(handleEntryQuery('/', '?serviceid=101')).toBe(
      '/subscription?subscriptionid=101',
    );
    expect(handleEntryQuery('/reseller-success', '?serviceid=101')).toBeNull();
    expect(handleEntryQuery('/', '?serviceid=abc')).toBeNull();
  });

  it('keeps ?aff_id= in a cookie', () => {
    expect(handleEntryQuery('/', '?aff_id=partner_42')).toBeNull();
    expect(document.cookie).toContain('aff_id=partner_42');
  });

  it('ignores an aff_id that is not an id', () => {
    handleEntryQuery('/', '?aff_id=%3Cscript%3E');
    expect(document.cookie).not.toContain('aff_id');
  });

  it('sends the alert once and drops its parameters from the address', async () => {
    const bodies: unknown[] = [];
    server.use(
      handle('sendAlert', (body) => {
        bodies.push(body);
        return { error: false };
      }),
    );
    const target = handleEntryQuery(
      '/invoice',
      '?email=demo%40example.com&userid=1&identifier=abc&invoiceid=1001',
    );
    expect(target).toBe('/invoice?invoiceid=1001');
    await expect.poll(() => bodies.length).toBe(1);
    expect(bodies[0]).toEqual({
      identifier: 'abc',
      email: 'demo@example.com',
      userid: 1,
    });
  });
});

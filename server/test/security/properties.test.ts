/**
 * Property-based tests (fast-check) of the server's own checks: the
 * ownership check behind every invoice, ticket and subscription id, the
 * identity fields a body may name, and the credential-stripping redirect
 * of entry links. The contract's validators (redirect URL, MAC, money,
 * e-mail, text) have theirs in contract/src/rules.property.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { DomainContext } from '../../src/domain/context.js';
import { loadOwnInvoice } from '../../src/domain/invoices.js';
import { loadOwnActiveService } from '../../src/domain/subscriptions.js';
import { loadOwnTicket } from '../../src/domain/tickets.js';
import { withoutCredentials } from '../../src/features/auth/entry-links.routes.js';
import { assertOwnIdentity } from '../../src/http/define-route.js';
import { AppError } from '../../src/lib/app-error.js';
import { WhmcsError } from '../../src/whmcs/index.js';

const id = fc.integer({ min: 1, max: 2_147_483_647 });

/** A WHMCS stand-in holding one object with an owner, or none. */
function contextWith(object: { id: number; owner: number } | null) {
  const missing = (action: string, text: string) =>
    new WhmcsError(action, text, 200);
  const whmcs = {
    getInvoice: async ({ invoiceid }: { invoiceid: number }) => {
      if (!object || object.id !== invoiceid) {
        throw missing('GetInvoice', 'Invoice ID Not Found');
      }
      return { invoiceid, userid: object.owner };
    },
    getTicket: async ({ ticketid }: { ticketid: number }) => {
      if (!object || object.id !== ticketid) {
        throw missing('GetTicket', 'Ticket ID Not Found');
      }
      return { id: ticketid, userid: object.owner };
    },
    getClientsProducts: async (params: {
      serviceid: number;
      clientid: number;
    }) => ({
      products:
        object && object.id === params.serviceid
          ? [{ id: object.id, clientid: object.owner, status: 'Active' }]
          : [],
    }),
  };
  return { whmcs } as unknown as DomainContext;
}

type Loader = (
  ctx: DomainContext,
  clientId: number,
  id: number,
) => Promise<unknown>;

const LOADERS: [string, Loader][] = [
  ['invoice', loadOwnInvoice],
  ['ticket', loadOwnTicket],
  ['subscription', loadOwnActiveService],
];

async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'granted';
  } catch (error) {
    if (error instanceof AppError) {
      return `${error.code}: ${error.message}`;
    }
    throw error;
  }
}

describe('ownership check (property)', () => {
  it.each(LOADERS)(
    'grants a %s exactly to its owner, and refuses anyone else exactly like a missing id',
    async (_name, load) => {
      await fc.assert(
        // Every run asks as the owner and as someone else: a loader that
        // refused its own owner would fail the first run, not one in four.
        fc.asyncProperty(id, id, id, async (objectId, owner, other) => {
          fc.pre(other !== owner);
          const object = contextWith({ id: objectId, owner });
          expect(await outcome(load(object, owner, objectId))).toBe('granted');
          const missing = await outcome(
            load(contextWith(null), other, objectId),
          );
          expect(missing).toMatch(/^NOT_FOUND/);
          expect(await outcome(load(object, other, objectId))).toBe(missing);
        }),
        { numRuns: 200 },
      );
    },
  );

  it.each(LOADERS)(
    'a %s id the caller does not own is refused even when the caller owns another object',
    async (_name, load) => {
      await fc.assert(
        fc.asyncProperty(id, id, async (objectId, caller) => {
          const got = await outcome(
            load(
              contextWith({ id: objectId, owner: caller + 1 }),
              caller,
              objectId,
            ),
          );
          expect(got).toMatch(/^NOT_FOUND/);
        }),
      );
    },
  );
});

describe('identity fields in a body (property)', () => {
  const session = { clientId: 1, email: 'demo@example.com' };

  it('a body naming any other clientid is refused with 403', () => {
    fc.assert(
      fc.property(
        fc.oneof(id, fc.string(), fc.constant(null), fc.double()),
        (clientid) => {
          const call = () => assertOwnIdentity({ clientid }, session);
          if (clientid === session.clientId) {
            expect(call).not.toThrow();
          } else {
            expect(call).toThrow(AppError);
          }
        },
      ),
    );
  });

  it('a body naming any other e-mail is refused with 403', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const call = () => assertOwnIdentity({ email }, session);
        if (email.toLowerCase() === session.email) {
          expect(call).not.toThrow();
        } else {
          expect(call).toThrow(AppError);
        }
      }),
    );
  });
});

describe('entry-link redirect (property)', () => {
  const credential = fc.constantFrom(
    'sso',
    'secret',
    'identifier',
    'SSO',
    'Secret',
    'email',
    'userid',
  );
  const pathSegment = fc.oneof(
    fc.webSegment(),
    fc.constantFrom('', '.', '..', '%2F', '%5C', '%2F%2Fevil.com', 'evil.com'),
  );

  it('never keeps a credential and never leaves the site', () => {
    fc.assert(
      fc.property(
        fc.array(pathSegment, { maxLength: 5 }),
        fc.array(fc.tuple(fc.oneof(credential, fc.webSegment()), fc.string()), {
          maxLength: 6,
        }),
        fc.constantFrom('sso', 'secret', 'identifier'),
        (segments, params, must) => {
          const url = new URL(
            `/dashboard/${segments.join('/')}`,
            'http://members.invalid',
          );
          // The entry-link hook only handles addresses under /dashboard.
          fc.pre(url.pathname.startsWith('/dashboard'));
          url.searchParams.append(must, 'value');
          for (const [name, value] of params) {
            url.searchParams.append(name, value);
          }
          const clean = withoutCredentials(url);
          expect(clean).not.toBeNull();
          const target = new URL(clean ?? '', 'https://members.example');
          expect(target.origin).toBe('https://members.example');
          expect(clean).toMatch(/^\/(?![/\\])/);
          for (const name of target.searchParams.keys()) {
            expect([
              'sso',
              'secret',
              'identifier',
              'email',
              'userid',
            ]).not.toContain(name.toLowerCase());
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

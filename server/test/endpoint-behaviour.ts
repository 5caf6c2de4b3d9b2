import { randomUUID } from 'node:crypto';

import { ENDPOINT_ROUTES, errorEnvelopeSchema } from '@members/contract';
import type { EndpointName } from '@members/contract';
import { describe, expect, it } from 'vitest';

import { expectError, expectRefused } from './expect-error.js';
import { TestBrowser } from './http-client.js';
import type { TestResponse } from './http-client.js';
import type { SignedInServer } from './signed-in-server.js';

/**
 * An endpoint's input as the tests write it: the JSON body, the query of a
 * GET, or the fields of a multipart form, by the contract's table.
 */
export type EndpointInput = Record<string, string | number | boolean>;

/**
 * Calls `endpoint` as `browser`, with `input` sent the way the contract's
 * table says (JSON body, query string or multipart form).
 */
export function callEndpoint(
  browser: TestBrowser,
  endpoint: EndpointName,
  input: EndpointInput,
  headers: Record<string, string> = {},
): Promise<TestResponse> {
  const route = ENDPOINT_ROUTES[endpoint];
  if (route.method === 'GET') {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(input)) {
      params.append(name, String(value));
    }
    const query = params.toString();
    const path = query === '' ? route.path : `${route.path}?${query}`;
    return browser.request('GET', path, { headers });
  }
  if ('body' in route && route.body === 'multipart') {
    const form = new FormData();
    for (const [name, value] of Object.entries(input)) {
      form.append(name, String(value));
    }
    return browser.request(route.method, route.path, { form, headers });
  }
  return browser.request(route.method, route.path, { body: input, headers });
}

/** The behaviour every endpoint shares, as one feature's tests state it. */
export interface EndpointBehaviour {
  /** The contract's endpoint name. */
  endpoint: EndpointName;
  /**
   * An input the endpoint accepts from the demo account; called again for
   * each control, so a change can vary what it writes.
   */
  valid: () => EndpointInput | Promise<EndpointInput>;
  /** An input the contract refuses, and the path its issue names. */
  invalid?: { input: EndpointInput; path: string };
  /**
   * For an endpoint that takes an id: the demo account naming the other
   * customer's object, and naming one that does not exist.
   */
  otherClient?: {
    input: EndpointInput | (() => Promise<EndpointInput>);
    missing: EndpointInput;
  };
  /** A failing WHMCS action and the answer the endpoint gives for it. */
  fault?: {
    actions: readonly string[];
    errorKind: 'http' | 'whmcs';
    status: number;
    code: string;
    /** Moves the test clock this far first, past a cached read's lifetime. */
    afterMs?: number;
  };
  /**
   * For a change: reads back how many writes WHMCS (or the store) holds, so a
   * repeated Idempotency-Key is seen to write once.
   */
  writes?: () => Promise<number>;
}

/**
 * Describes the shared behaviour of `behaviour.endpoint` against `suite`'s
 * server: no session (401, for an endpoint that needs one), an invalid input
 * (400), another customer's id (404 like a missing one), a WHMCS fault, and a
 * repeated Idempotency-Key (same answer, one write). Each refusal runs its positive control first
 * (CODE_STYLE.md, Tests). The suite should reset faults and limits after
 * each test, as controls of changes spend the day's quota.
 */
export function describeEndpointBehaviour(
  suite: Pick<SignedInServer, 'server' | 'demo'>,
  behaviour: EndpointBehaviour,
): void {
  const { endpoint, valid, invalid, otherClient, fault, writes } = behaviour;
  const asDemo = (input: EndpointInput, headers?: Record<string, string>) =>
    callEndpoint(suite.demo, endpoint, input, headers);

  describe(`${endpoint}: what every endpoint does`, () => {
    if (ENDPOINT_ROUTES[endpoint].auth === 'session') {
      it('answers 401 without a session', async () => {
        await expectRefused(
          async () =>
            callEndpoint(
              new TestBrowser(suite.server.url),
              endpoint,
              await valid(),
            ),
          async () => asDemo(await valid()),
          401,
          'UNAUTHENTICATED',
        );
      });
    }

    if (invalid) {
      it(`refuses an invalid ${invalid.path} with 400`, async () => {
        const refused = await expectRefused(
          () => asDemo(invalid.input),
          async () => asDemo(await valid()),
          400,
          'VALIDATION',
        );
        const envelope = errorEnvelopeSchema.parse(JSON.parse(refused.text));
        expect(envelope.issues?.map((issue) => issue.path)).toContain(
          invalid.path,
        );
      });
    }

    if (otherClient) {
      it('answers another customer’s id like a missing one (404)', async () => {
        const input =
          typeof otherClient.input === 'function'
            ? await otherClient.input()
            : otherClient.input;
        const other = await expectRefused(
          () => asDemo(input),
          async () => asDemo(await valid()),
          404,
          'NOT_FOUND',
        );
        const missing = expectError(
          await asDemo(otherClient.missing),
          404,
          'NOT_FOUND',
        );
        const { requestId: _other, ...otherEnvelope } =
          errorEnvelopeSchema.parse(JSON.parse(other.text));
        const { requestId: _missing, ...missingEnvelope } = missing;
        expect(otherEnvelope).toEqual(missingEnvelope);
      });
    }

    if (fault) {
      it(`reports a WHMCS fault of ${fault.actions.join(', ')} as ${fault.code}`, async () => {
        await expectRefused(
          async () => {
            const input = await valid();
            suite.server.clock.advance(fault.afterMs ?? 0);
            suite.server.emulator.setFaults({
              errorRate: 1,
              errorKind: fault.errorKind,
              actions: [...fault.actions],
            });
            try {
              return await asDemo(input);
            } finally {
              suite.server.emulator.resetFaults();
            }
          },
          async () => asDemo(await valid()),
          fault.status,
          fault.code,
        );
      });
    }

    if (writes) {
      it('gives the same answer for a repeated Idempotency-Key and writes once', async () => {
        const input = await valid();
        const headers = { 'idempotency-key': `${endpoint}-${randomUUID()}` };
        const before = await writes();
        const first = await asDemo(input, headers);
        const second = await asDemo(input, headers);
        expect(first.status, first.text.slice(0, 200)).toBeGreaterThanOrEqual(
          200,
        );
        expect(first.status).toBeLessThan(300);
        expect(second.status).toBe(first.status);
        expect(second.headers.get('idempotent-replayed')).toBe('true');
        expect(second.body).toEqual(first.body);
        expect(await writes()).toBe(before + 1);
      });
    }
  });
}

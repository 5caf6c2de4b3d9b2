import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';

import { ENDPOINT_NAMES, endpoints } from './endpoints.js';
import { buildOpenApiDocument } from './openapi.js';

const REQUIRED = [
  'sendCode',
  'verifyCode',
  'auth',
  'signup',
  'confirmSignup',
  'logout',
  'me',
  'env',
  'allData',
  'invoices',
  'tickets',
  'subscriptions',
  'departements',
  'invoice',
  'ticket',
];

describe('endpoint table', () => {
  it('lists the sign-in and read endpoints', () => {
    expect(ENDPOINT_NAMES).toEqual(expect.arrayContaining(REQUIRED));
  });

  it('uses the published API paths', () => {
    expect(endpoints.auth.path).toBe('/api/auth');
    expect(endpoints.subscriptions.path).toBe('/api/subscriptions');
    expect(endpoints.allData.path).toBe('/dashboard/api/allData');
    expect(endpoints.departements.path).toBe('/dashboard/api/departements');
  });

  it('has one endpoint per method and path', () => {
    const keys = ENDPOINT_NAMES.map(
      (name) => `${endpoints[name].method} ${endpoints[name].path}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('marks only sign-in (passkeys and the second step included), env, the entry alert, online cancellation, withdrawal and the service status as public', () => {
    const open = ENDPOINT_NAMES.filter(
      (name) => endpoints[name].auth === 'public',
    );
    expect(open.sort()).toEqual(
      [
        'auth',
        'cancelReceipt',
        'cancelRequest',
        'confirmSignup',
        'env',
        'passkeySignIn',
        'passkeySignInOptions',
        'secondFactor',
        'sendAlert',
        'sendCode',
        'serviceStatus',
        'signup',
        'verifyCode',
        'withdraw',
        'withdrawReceipt',
      ].sort(),
    );
  });
});

describe('OpenAPI document', () => {
  const document = buildOpenApiDocument();

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every endpoint of the table', () => {
    const paths = document.paths as Record<
      string,
      Record<string, { operationId: string }>
    >;
    for (const name of ENDPOINT_NAMES) {
      const { method, path } = endpoints[name];
      expect(paths[path]?.[method.toLowerCase()]?.operationId).toBe(name);
    }
    const count = Object.values(paths).reduce(
      (sum, item) => sum + Object.keys(item).length,
      0,
    );
    expect(count).toBe(ENDPOINT_NAMES.length);
  });

  it('names the domain types once and resolves every reference', () => {
    const schemas = (
      document.components as { schemas: Record<string, unknown> }
    ).schemas;
    for (const name of [
      'Subscription',
      'Invoice',
      'InvoiceSummary',
      'Ticket',
      'TicketSummary',
      'Announcement',
      'Affiliate',
      'Reseller',
      'AuthUser',
      'Error',
    ]) {
      expect(schemas[name], name).toBeDefined();
    }
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      const target = ref.slice('"$ref":"#/components/schemas/'.length, -1);
      expect(ref.startsWith('"$ref":"#/components/schemas/'), ref).toBe(true);
      expect(schemas[target], ref).toBeDefined();
    }
    expect(JSON.stringify(schemas.Error)).not.toContain('$ref');
  });

  it('documents request bodies and the error envelope', () => {
    const paths = document.paths as Record<string, Record<string, unknown>>;
    const verify = paths['/dashboard/api/verifyCode']?.post as {
      requestBody: {
        content: Record<string, { schema: { required: string[] } }>;
      };
      responses: Record<string, unknown>;
    };
    expect(
      verify.requestBody.content['application/json']?.schema.required,
    ).toEqual(['emailToVerif', 'code']);
    expect(verify.responses.default).toBeDefined();
  });
});

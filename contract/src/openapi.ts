import { z } from 'zod';

import {
  fileResponseSchema,
  pdfResponseSchema,
  zipResponseSchema,
} from './common.js';
import { ENDPOINT_SUMMARIES } from './endpoint-summaries.js';
import type { EndpointDefinition, EndpointName } from './endpoints.js';
import { endpoints } from './endpoints.js';
import { errorEnvelopeSchema } from './errors.js';

/** A JSON Schema object as it appears inside the OpenAPI document. */
type JsonSchema = Record<string, unknown>;

const COMPONENTS_PREFIX = '#/components/schemas/';

/** The answers that are files, not JSON, by their marker schema: their media type. */
const BINARY_RESPONSES = new Map<unknown, string>([
  [pdfResponseSchema, 'application/pdf'],
  [zipResponseSchema, 'application/zip'],
  [fileResponseSchema, 'application/octet-stream'],
]);

/**
 * Converts zod schemas to JSON Schema 2020-12 (the dialect of OpenAPI 3.1),
 * moving every schema that carries a `meta({ id })` into the shared
 * components, so domain types appear once, by name.
 */
class SchemaCollector {
  readonly components: Record<string, JsonSchema> = {};

  convert(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const json = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
    }) as JsonSchema;
    const { $schema: _dialect, $defs: defs, ...rest } = json;
    for (const [id, def] of Object.entries((defs ?? {}) as JsonSchema)) {
      this.components[id] ??= this.relink(def as JsonSchema);
    }
    return this.relink(rest);
  }

  private relink(schema: JsonSchema): JsonSchema {
    return JSON.parse(
      JSON.stringify(schema).replaceAll('"#/$defs/', `"${COMPONENTS_PREFIX}`),
    ) as JsonSchema;
  }
}

function queryParameters(
  collector: SchemaCollector,
  schema: z.ZodType,
): JsonSchema[] {
  const json = collector.convert(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

function operation(
  collector: SchemaCollector,
  name: EndpointName,
  endpoint: EndpointDefinition,
): JsonSchema {
  const errorResponse = {
    description: 'Error envelope',
    content: {
      'application/json': { schema: { $ref: `${COMPONENTS_PREFIX}Error` } },
    },
  };
  const binaryType = BINARY_RESPONSES.get(endpoint.response);
  const op: JsonSchema = {
    operationId: name,
    summary: ENDPOINT_SUMMARIES[name],
    tags: [endpoint.auth === 'public' ? 'public' : 'customer'],
    responses: {
      '200': {
        description: 'Success',
        content:
          binaryType !== undefined
            ? {
                [binaryType]: {
                  schema: { type: 'string', format: 'binary' },
                },
              }
            : {
                'application/json': {
                  schema: collector.convert(endpoint.response, 'output'),
                },
              },
      },
      default: errorResponse,
    },
  };
  if (endpoint.auth === 'session') {
    op.security = [{ sessionCookie: [] }, { bearer: [] }];
  }
  if (endpoint.method === 'GET') {
    op.parameters = queryParameters(collector, endpoint.request);
  } else {
    const fields = collector.convert(endpoint.request, 'input');
    op.requestBody = {
      required: true,
      content:
        endpoint.body === 'multipart'
          ? {
              'multipart/form-data': {
                schema: {
                  ...fields,
                  properties: {
                    ...(fields.properties as JsonSchema),
                    attachments: {
                      type: 'array',
                      items: { type: 'string', format: 'binary' },
                    },
                  },
                },
              },
            }
          : { 'application/json': { schema: fields } },
    };
  }
  return op;
}

/**
 * Builds the OpenAPI 3.1 document of the API from the endpoint table, so the
 * document can never disagree with what the server validates.
 */
export function buildOpenApiDocument(
  options: { version?: string; serverUrl?: string } = {},
): Record<string, unknown> {
  const collector = new SchemaCollector();
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const endpoint: EndpointDefinition = endpoints[name];
    const item = (paths[endpoint.path] ??= {});
    item[endpoint.method.toLowerCase()] = operation(collector, name, endpoint);
  }
  // The envelope carries meta({ id: 'Error' }), so converting it files it under components.
  collector.convert(errorEnvelopeSchema, 'output');
  return {
    openapi: '3.1.0',
    info: {
      title: 'Members area API',
      version: options.version ?? '0.1.0',
      description:
        'Customer members area of a subscription streaming provider. Browsers authenticate with the session cookie and send X-Requested-With: members-area on changes; API clients send the session token as a bearer token.',
    },
    servers: [{ url: options.serverUrl ?? '/' }],
    paths,
    components: {
      schemas: collector.components,
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: '__Host-sid' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
  };
}

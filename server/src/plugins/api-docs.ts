import { createReadStream, statSync } from 'node:fs';
import { createRequire } from 'node:module';

import { BASE_PATH, buildOpenApiDocument } from '@members/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where the API documentation page is served. */
export const API_DOCS_PATH = `${BASE_PATH}/api/docs`;
/** The renderer's script: outside /dashboard/api/, so it may be cached. */
export const API_DOCS_SCRIPT_PATH = `${BASE_PATH}/api-docs/redoc.standalone.js`;
/** The OpenAPI document the page renders. */
export const OPENAPI_PATH = `${BASE_PATH}/api/openapi.json`;

/**
 * The page holds no script of its own: Redoc's standalone bundle finds the
 * `<redoc spec-url>` element and renders it, so the page works under the
 * server's `script-src 'self'` without an exception. Search is off because
 * Redoc runs it in a worker made from a blob: URL, which that policy
 * (rightly) refuses; the document is small enough to read without it. The
 * same policy keeps Redoc's footer logo (an image on its CDN) from loading;
 * Redoc then leaves it out, and the page makes no request elsewhere.
 */
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Members area API</title>
</head>
<body>
<redoc spec-url="${OPENAPI_PATH}" disable-search></redoc>
<script src="${API_DOCS_SCRIPT_PATH}"></script>
</body>
</html>
`;

/**
 * Serves the OpenAPI document built from the contract at
 * /dashboard/api/openapi.json, rendered by Redoc at /dashboard/api/docs with
 * Redoc's standalone bundle from the installed `redoc` package (no CDN).
 */
export const apiDocsPlugin = fp(
  async (app: FastifyInstance, { serverUrl }: { serverUrl: string }) => {
    // Built on the first request: the document is large and few ask for it.
    let openApi: string | null = null;
    const script = createRequire(import.meta.url).resolve(
      'redoc/bundles/redoc.standalone.js',
    );
    const { size } = statSync(script);
    app.get(OPENAPI_PATH, (_request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(
          (openApi ??= JSON.stringify(buildOpenApiDocument({ serverUrl }))),
        ),
    );
    app.get(API_DOCS_PATH, (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(PAGE),
    );
    app.get(API_DOCS_SCRIPT_PATH, (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        // Not hashed, so not immutable; a day is plenty for a docs page.
        .header('cache-control', 'public, max-age=86400')
        .header('content-length', size)
        .send(createReadStream(script)),
    );
  },
  { name: 'api-docs' },
);

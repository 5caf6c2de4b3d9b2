import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { BASE_PATH, LOCALES } from '@members/contract';
import type { FastifyInstance } from 'fastify';

import { sendUnknownFile } from '../http/hashed-files.js';

import { etagOf, sendHtml, TITLE_ELEMENT } from './spa-html.js';
import type { Shell } from './spa-html.js';

/**
 * The offline pages the build made (`offline/<locale>.html`, by
 * web/scripts/offline-pages.ts), by file name, titled as every page: the
 * build does not know the provider's name.
 */
export function readOfflinePages(
  webRoot: string,
  title: string,
): Map<string, Shell> {
  const pages = new Map<string, Shell>();
  for (const locale of LOCALES) {
    const name = `${locale}.html`;
    const file = path.join(webRoot, 'offline', name);
    if (existsSync(file)) {
      const html = readFileSync(file, 'utf8').replace(
        TITLE_ELEMENT,
        `<title>${title}</title>`,
      );
      pages.set(name, { html, etag: etagOf(html) });
    }
  }
  return pages;
}

/** Serves the offline pages by file name, revalidated like the shells. */
export function registerOfflinePages(
  app: FastifyInstance,
  offlinePages: Map<string, Shell>,
): void {
  app.get<{ Params: { file: string } }>(
    `${BASE_PATH}/offline/:file`,
    async (request, reply) => {
      const page = offlinePages.get(request.params.file);
      if (!page) {
        return sendUnknownFile(reply);
      }
      void reply
        .header('vary', 'Accept-Encoding')
        .header('cache-control', 'no-cache')
        .header('etag', page.etag);
      if (request.headers['if-none-match'] === page.etag) {
        return reply.code(304).send();
      }
      return sendHtml(request, reply, 200, page.html);
    },
  );
}

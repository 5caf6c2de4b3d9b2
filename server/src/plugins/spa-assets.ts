import path from 'node:path';

import fastifyStatic from '@fastify/static';
import { BASE_PATH } from '@members/contract';
import type { FastifyInstance } from 'fastify';

import { IMMUTABLE_CACHE } from '../http/hashed-files.js';

/**
 * Serves the built files of the web app: hashed assets pre-compressed with
 * a year-long immutable cache, every other file revalidated (`no-cache`).
 */
export async function registerAssets(
  app: FastifyInstance,
  webRoot: string,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: webRoot,
    prefix: `${BASE_PATH}/`,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The offline pages get the provider's name first (spa-offline.ts).
    globIgnore: ['offline/**'],
    // The plugin's own header would say max-age=0; ours follow.
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? IMMUTABLE_CACHE
          : 'no-cache',
      );
    },
  });
}

import { BASE_PATH } from '@members/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { brandImages } from '../../brand/brand-images.js';
import {
  BRAND_FAVICON_PATH,
  BRAND_FAVICON_SIZE,
} from '../../brand/brand-settings.js';
import type { Brand } from '../../brand/brand-settings.js';
import { defineFeature } from '../../http/feature.js';
import { IMMUTABLE_CACHE, sendUnknownFile } from '../../http/hashed-files.js';
import { contentHash } from '../../lib/crypto.js';

/** Where the installed app's icons are served. */
export const ICONS_PATH = `${BASE_PATH}/icons`;

/** The web app manifest's address, as the pages link it. */
export const MANIFEST_PATH = `${BASE_PATH}/manifest.webmanifest`;

/**
 * The iOS home-screen icon, at a fixed address (the pages name it
 * statically), revalidated on each use.
 */
export const APPLE_TOUCH_ICON_PATH = `${ICONS_PATH}/apple-touch-icon.png`;

/** The app's colours without a brand colour: today's blue on white. */
export const DEFAULT_THEME_COLOR = '#1c4fd6';
export const BACKGROUND_COLOR = '#ffffff';

/** A PNG icon made from the brand icon. */
interface Icon {
  name: string;
  size: number;
  purpose: 'any' | 'maskable';
  body: Buffer;
}

/** An answer sent with an ETag, revalidated on each use. */
interface Revalidated {
  body: Buffer;
  etag: string;
}

function revalidated(body: Buffer): Revalidated {
  return { body, etag: `"${contentHash(body)}"` };
}

/** The installed app's icons: 192 and 512 px, and a 512 px maskable one. */
async function makeIcons(brand: Brand): Promise<Icon[]> {
  const images = brandImages(brand);
  const wanted = [
    { stem: 'icon-192', size: 192, purpose: 'any' },
    { stem: 'icon-512', size: 512, purpose: 'any' },
    { stem: 'icon-maskable-512', size: 512, purpose: 'maskable' },
  ] as const;
  return Promise.all(
    wanted.map(async ({ stem, size, purpose }) => {
      const body = await images.icon(size, {
        maskable: purpose === 'maskable',
      });
      return { name: `${stem}-${contentHash(body)}.png`, size, purpose, body };
    }),
  );
}

/**
 * The web app manifest: the provider's name, the app under /dashboard/ in
 * a window of its own, the brand colour and the icons made from the brand
 * icon.
 */
export function appManifest(brand: Brand, icons: Icon[]): object {
  return {
    id: `${BASE_PATH}/`,
    name: brand.name,
    short_name: brand.name,
    start_url: `${BASE_PATH}/`,
    scope: `${BASE_PATH}/`,
    display: 'standalone',
    theme_color: brand.color?.value ?? DEFAULT_THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: icons.map((icon) => ({
      src: `${ICONS_PATH}/${icon.name}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}

function sendRevalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Revalidated,
  contentType: string,
): FastifyReply {
  void reply.header('cache-control', 'no-cache').header('etag', answer.etag);
  if (request.headers['if-none-match'] === answer.etag) {
    return reply.code(304).send();
  }
  return reply.type(contentType).send(answer.body);
}

/**
 * What makes the members area an app a customer can install: the web app
 * manifest and its icons (under hashed names, cached for ever), and the
 * iOS home-screen icon. The service worker is a file of the web build
 * (`/dashboard/sw.js`, served with the app).
 */
export const appInstallFeature = defineFeature(
  'app-install',
  async (app, deps) => {
    // Made on the first request that needs them, then kept: the image
    // library is loaded only then, not when the server starts.
    let made: Promise<{
      byName: Map<string, Icon>;
      manifest: Revalidated;
    }> | null = null;
    const installFiles = () => {
      made ??= makeIcons(deps.brand).then((icons) => ({
        byName: new Map(icons.map((icon) => [icon.name, icon])),
        manifest: revalidated(
          Buffer.from(JSON.stringify(appManifest(deps.brand, icons))),
        ),
      }));
      return made;
    };
    const iconOfSize = (size: number) =>
      brandImages(deps.brand).icon(size).then(revalidated);
    let appleTouchIcon: Promise<Revalidated> | null = null;
    let favicon: Promise<Revalidated> | null = null;

    app.get(MANIFEST_PATH, async (request, reply) =>
      sendRevalidated(
        request,
        reply,
        (await installFiles()).manifest,
        'application/manifest+json',
      ),
    );

    app.get(APPLE_TOUCH_ICON_PATH, async (request, reply) =>
      sendRevalidated(
        request,
        reply,
        await (appleTouchIcon ??= iconOfSize(180)),
        'image/png',
      ),
    );

    // The tab's icon when the provider has a brand icon (the pages name it
    // then; the built-in favicon.svg otherwise).
    app.get(BRAND_FAVICON_PATH, async (request, reply) =>
      sendRevalidated(
        request,
        reply,
        await (favicon ??= iconOfSize(BRAND_FAVICON_SIZE)),
        'image/png',
      ),
    );

    app.get<{ Params: { name: string } }>(
      `${ICONS_PATH}/:name`,
      async (request, reply) => {
        const icon = (await installFiles()).byName.get(request.params.name);
        if (!icon) {
          return sendUnknownFile(reply);
        }
        return reply
          .header('cache-control', IMMUTABLE_CACHE)
          .type('image/png')
          .send(icon.body);
      },
    );
  },
);

import { BRAND_PATH, brandAssets } from '../../brand/brand-settings.js';
import { defineFeature } from '../../http/feature.js';
import { IMMUTABLE_CACHE, sendUnknownFile } from '../../http/hashed-files.js';

/**
 * A brand file may be opened on its own: it runs nothing (no script, no
 * request), only its inline styles draw. An SVG logo is served as an image
 * with this policy and never inlined into a page.
 */
export const BRAND_ASSET_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** The provider's logo and icon files, under hashed names, cached for ever. */
export const brandFeature = defineFeature('brand', (app, deps) => {
  const assets = brandAssets(deps.brand);
  app.get<{ Params: { name: string } }>(
    `${BRAND_PATH}/:name`,
    async (request, reply) => {
      const asset = assets.get(request.params.name);
      if (!asset) {
        return sendUnknownFile(reply);
      }
      return reply
        .header('content-type', asset.contentType)
        .header('cache-control', IMMUTABLE_CACHE)
        .header('content-security-policy', BRAND_ASSET_CSP)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(asset.body);
    },
  );
});

import type { BrandImages } from './brand-images.js';
import type { Brand } from './brand-settings.js';

/**
 * The brand's logo as a PNG for mails and PDFs (which draw no SVG), made
 * once; null without a logo. The image library is loaded only when there is
 * a logo to draw.
 */
export async function brandLogoPng(
  brand: Brand,
): ReturnType<BrandImages['logoPng']> {
  if (!brand.logo) {
    return null;
  }
  const { brandImages } = await import('./brand-images.js');
  return brandImages(brand).logoPng();
}

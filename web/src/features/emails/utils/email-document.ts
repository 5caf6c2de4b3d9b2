/**
 * The policy a shown e-mail starts with: nothing from the network (no
 * tracking pixels, no remote fonts or styles), only embedded images.
 */
export const BLOCKED_REMOTE_CSP =
  "default-src 'none'; img-src data: cid:; style-src 'unsafe-inline'; font-src data:";

/** The policy once the customer allows remote images: images only, still no scripts. */
export const ALLOWED_REMOTE_CSP =
  "default-src 'none'; img-src data: cid: https: http:; style-src 'unsafe-inline'; font-src data:";

/** Elements an e-mail never needs in a viewer: they run, embed, fetch or navigate. */
const REMOVED =
  'script, noscript, iframe, frame, frameset, object, embed, applet, base, link, meta, form';

/** The viewer's own look: a white sheet (mails are written for one), nothing wider than the frame. */
const VIEWER_STYLE =
  ':root{color-scheme:light;background:#fff;color:#1a1a1a}body{margin:12px;font-family:system-ui,sans-serif;line-height:1.5;overflow-wrap:anywhere}img{max-width:100%;height:auto}table{max-width:100%}';

function element(
  doc: Document,
  name: string,
  attributes: Record<string, string>,
): HTMLElement {
  const node = doc.createElement(name);
  for (const [key, value] of Object.entries(attributes)) {
    node.setAttribute(key, value);
  }
  return node;
}

/**
 * The `srcdoc` of an e-mail's frame: WHMCS's HTML read into an inert
 * document (nothing loads or runs while it is parsed), without the
 * elements that run, embed or navigate, with a Content-Security-Policy
 * first in its head (remote content blocked unless `allowRemote`), links
 * opening in a new tab, and a readable white sheet. The frame's sandbox
 * (no scripts, no same origin) is the other half.
 */
export function buildEmailDocument(html: string, allowRemote: boolean): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll(REMOVED).forEach((node) => node.remove());
  doc.querySelectorAll('*').forEach((node) => {
    for (const { name } of [...node.attributes]) {
      if (name.toLowerCase().startsWith('on')) {
        node.removeAttribute(name);
      }
    }
  });
  const style = element(doc, 'style', {});
  style.textContent = VIEWER_STYLE;
  doc.head.prepend(
    element(doc, 'meta', {
      'http-equiv': 'Content-Security-Policy',
      content: allowRemote ? ALLOWED_REMOTE_CSP : BLOCKED_REMOTE_CSP,
    }),
    element(doc, 'meta', { charset: 'utf-8' }),
    element(doc, 'base', { target: '_blank' }),
    style,
  );
  return `<!DOCTYPE html>${doc.documentElement.outerHTML}`;
}

/** Whether the e-mail shows anything from the network (an image, a background). */
export function hasRemoteContent(html: string): boolean {
  return /(?:src|srcset|background|poster)\s*=\s*["']?\s*https?:|url\(\s*["']?\s*https?:/i.test(
    html,
  );
}

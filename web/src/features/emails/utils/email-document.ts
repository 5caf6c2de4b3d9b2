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

/** An address on another host: `http:`, `https:` or protocol-relative. */
const REMOTE_URL = /^\s*(?:https?:)?\/\//i;

/** `url(…)` of another host in a style. */
const REMOTE_STYLE_URL = /url\(\s*['"]?\s*(?:https?:)?\/\/[^)]*\)/gi;

const LOADING_ATTRIBUTES = ['src', 'srcset', 'background', 'poster'] as const;

/**
 * Takes every remote address out of the document before it is shown, so a
 * blocked e-mail asks the network for nothing whatever the browser reads
 * ahead of its policy: the attributes move to `data-blocked-…`, remote
 * `url(…)` in styles become `none`.
 */
function withoutRemoteAddresses(doc: Document): void {
  doc
    .querySelectorAll(LOADING_ATTRIBUTES.map((name) => `[${name}]`).join(','))
    .forEach((node) => {
      for (const name of LOADING_ATTRIBUTES) {
        const value = node.getAttribute(name);
        const isRemote =
          value !== null &&
          (name === 'srcset'
            ? /(?:https?:)?\/\//i.test(value)
            : REMOTE_URL.test(value));
        if (isRemote) {
          node.removeAttribute(name);
          node.setAttribute(`data-blocked-${name}`, value);
        }
      }
    });
  doc.querySelectorAll('[style]').forEach((node) => {
    const style = node.getAttribute('style') ?? '';
    node.setAttribute('style', style.replace(REMOTE_STYLE_URL, 'none'));
  });
  doc.querySelectorAll('style').forEach((node) => {
    node.textContent = (node.textContent ?? '').replace(
      REMOTE_STYLE_URL,
      'none',
    );
  });
}

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
 * first in its head and no remote address left in it (unless
 * `allowRemote`), links
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
  if (!allowRemote) {
    withoutRemoteAddresses(doc);
  }
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

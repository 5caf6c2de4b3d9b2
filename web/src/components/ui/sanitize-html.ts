import DOMPurify from 'dompurify';
import type { DOMPurify as Purifier } from 'dompurify';

/** Formatting the app keeps from WHMCS HTML; everything else is dropped. */
const ALLOWED_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'code',
  'del',
  'div',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];

/** No style, class or event attributes: only what links and tables need. */
const ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan'];

/** Links may go to web pages, mail and phone numbers; no javascript:, data: … */
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:|tel:)/i;

let purifier: Purifier | null = null;

function getPurifier(): Purifier {
  if (purifier) {
    return purifier;
  }
  // A private instance, so this hook never leaks into other DOMPurify users.
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Cleans HTML from WHMCS (announcements, ticket messages) for display: basic
 * formatting and links stay, links open in a new tab without an opener;
 * scripts, event handlers, styles, images, frames and forms go.
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    RETURN_TRUSTED_TYPE: false,
  });
}

import {
  HTML_ALLOWED_ATTRIBUTES,
  HTML_ALLOWED_TAGS,
  HTML_ALLOWED_URI_SCHEMES,
  HTML_LINK_ATTRIBUTES,
} from '@members/contract';
import DOMPurify from 'dompurify';
import type { DOMPurify as Purifier } from 'dompurify';

// `^(?:http:|https:|mailto:|tel:)`, case-insensitive: the contract's schemes.
const ALLOWED_URI_REGEXP = new RegExp(
  `^(?:${HTML_ALLOWED_URI_SCHEMES.map((scheme) => `${scheme}:`).join('|')})`,
  'i',
);

let purifier: Purifier | null = null;

function getPurifier(): Purifier {
  if (purifier) {
    return purifier;
  }
  // A private instance, so this hook never leaks into other DOMPurify users.
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', HTML_LINK_ATTRIBUTES.target);
      node.setAttribute('rel', HTML_LINK_ATTRIBUTES.rel);
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Cleans HTML from WHMCS (ticket messages) for display with the contract's
 * HTML policy (`html-policy.ts`): basic formatting and links stay, links open
 * in a new tab without an opener; scripts, event handlers, styles, images,
 * frames and forms go. Announcements arrive sanitised by the server.
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS: [...HTML_ALLOWED_TAGS],
    ALLOWED_ATTR: [...HTML_ALLOWED_ATTRIBUTES],
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    RETURN_TRUSTED_TYPE: false,
  });
}

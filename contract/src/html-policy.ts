/*
 * The one policy for HTML from WHMCS. The server applies it to announcements
 * (sanitize-html) before they leave, the web app to ticket messages
 * (DOMPurify) as it shows them. Plain constants, so both sides and the
 * browser can read them without loading zod or a sanitiser.
 */

/** Formatting kept from WHMCS HTML; every other element is dropped. */
export const HTML_ALLOWED_TAGS: readonly string[] = [
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

/**
 * Attributes kept: only what links and tables need; no style, class, id, data
 * or event attributes.
 */
export const HTML_ALLOWED_ATTRIBUTES: readonly string[] = [
  'href',
  'title',
  'colspan',
  'rowspan',
];

/**
 * The URL schemes an `href` may use; any other (javascript:, data:, vbscript:,
 * a relative URL …) is dropped.
 */
export const HTML_ALLOWED_URI_SCHEMES: readonly string[] = [
  'http',
  'https',
  'mailto',
  'tel',
];

/**
 * What every kept link (an `a` with an allowed `href`) gets: it opens in a new
 * tab without an opener or referrer.
 */
export const HTML_LINK_ATTRIBUTES: Readonly<{ target: string; rel: string }> = {
  target: '_blank',
  rel: 'noopener noreferrer',
};
